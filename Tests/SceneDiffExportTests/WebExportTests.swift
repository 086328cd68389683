import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffExport

@Suite struct WebExportTests {
  @Test func everyViewIsAnElementWithItsKey() throws {
    let plan = try #require(
      ExportFixtures.shippedPlans().first { $0.fromScene.name == "tasks_before" }
    )
    let html = CSSExport(plan: plan).html
    for node in Sampler(plan: plan).nodes {
      #expect(html.contains("data-view=\"\(node.key)\""), "\(node.key)")
    }
    #expect(html.contains("@property --tx"))
    // AutoTransition: fade out 0–300 ms, then the rows move 300–600 ms.
    #expect(html.contains("animation-delay: 300ms"))
    #expect(html.contains("animation-fill-mode: backwards"))
    #expect(!html.contains("animation-fill-mode: forwards"))
  }

  @Test func theModuleCarriesTheSameTracks() throws {
    let plan = ExportFixtures.everyProperty()
    let module = WebAnimationsExport(plan: plan).module
    #expect(module.contains("export function mount(container"))
    let marker = "export const elements = "
    let start = try #require(module.range(of: marker))
    let end = try #require(module.range(of: ";\n", range: start.upperBound..<module.endIndex))
    let elements = try #require(
      try JSONSerialization.jsonObject(with: Data(module[start.upperBound..<end.lowerBound].utf8))
        as? [[String: Any]]
    )
    let scene = WebScene(plan: plan)
    #expect(elements.count == scene.elements.count)
    for (json, element) in zip(elements, scene.elements) {
      #expect(json["key"] as? String == element.key)
      #expect((json["tracks"] as? [Any])?.count == element.tracks.count)
    }
  }

  @Test func theIndexLinksEveryPreviewAndShowsFailures() {
    let plan = PreviewDocumentTests.plan
    let html = PreviewIndex(entries: [
      PreviewIndex.Entry(
        name: "demo/a b-to-c",
        from: "a b.xml",
        to: "c.xml",
        transition: "t.xml",
        plan: plan,
        link: "demo/a b-to-c.preview.html",
        diagnostics: []
      ),
      PreviewIndex.Entry(
        name: "demo/broken",
        from: "x.xml",
        to: "y.xml",
        transition: "t.xml",
        plan: nil,
        link: nil,
        diagnostics: [Diagnostic(.error, at: nil, code: "no-such-file", "cannot read 'x.xml'")]
      ),
    ]).html
    #expect(html.contains("href=\"demo/a%20b-to-c.preview.html\""))
    #expect(html.contains("2 pairs: 1 planned, 1 failed"))
    #expect(html.contains("error: cannot read &#39;x.xml&#39;"))
  }
}
