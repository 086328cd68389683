import SceneDiff
import Testing

@testable import SceneDiffExport

@Suite struct ComparisonPageTests {
  @Test func embedsBothPreviewsAndTheDiff() throws {
    let old = try PlanDiffTests.base()
    var new = old
    new.animators[2].durationMs = 400
    new.totalDurationMs = 700
    let page = ComparisonPage(
      name: "x/a-to-b",
      oldPreview: "<p class=\"old\">before & after</p>",
      newPreview: nil,
      oldLabel: "base",
      newLabel: "head",
      diff: PlanDiff(old: old, new: new)
    )
    // The scrubber runs to the longer total, max(600, 700).
    #expect(page.totalDurationMs == 700)
    let html = page.html
    #expect(html.contains(#"max="700""#))
    // The preview is escaped into srcdoc, so it cannot end the attribute.
    #expect(html.contains(#"srcdoc="&lt;p class=&quot;old&quot;&gt;before &amp; after&lt;/p&gt;""#))
    #expect(html.contains("No preview on this side"))
    #expect(html.contains("total duration: 600 ms → 700 ms (+100 ms)"))
    // The panel's bar: old 300–600 ms of 700 is left 42.86 %, width 42.86 %; new width 57.14 %.
    #expect(html.contains(#"left: 42.86%; width: 42.86%"#))
    #expect(html.contains(#"left: 42.86%; width: 57.14%"#))
    #expect(html.contains("window.sceneDiffCompare"))
  }

  @Test func theIndexListsMotionChangesOnlyWithABaseline() {
    var index = PreviewIndex(entries: [])
    #expect(!index.html.contains("Motion against the baseline"))
    index.motion = [
      .init(name: "x/a b", status: "changed", summary: "1 change", link: "x/a b.compare.html")
    ]
    #expect(index.html.contains("Motion against the baseline"))
    #expect(index.html.contains(#"<a href="x/a%20b.compare.html">x/a b</a>"#))
  }
}
