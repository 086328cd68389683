import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffExport

@Suite struct PreviewDocumentTests {
  static let plan = WebSceneTests.move(by: 100, density: 1, interpolator: .fastOutSlowIn)

  @Test func thePageLoadsNothingFromTheNetwork() {
    for html in [
      PreviewDocument(plan: PreviewDocumentTests.plan).html,
      CSSExport(plan: PreviewDocumentTests.plan).html,
      PreviewIndex(entries: []).html,
    ] {
      // The only URL is the SVG namespace the script creates elements in, which is a name.
      let namespace = html.components(separatedBy: "http://www.w3.org/2000/svg").count - 1
      #expect(html.components(separatedBy: "http://").count - 1 == namespace)
      #expect(!html.contains("https://"))
      for loader in ["<link", " src=", "@import", "url(", "@font-face"] {
        #expect(!html.contains(loader), "\(loader)")
      }
    }
  }

  @Test func framesAreEmbeddedExactlyAsTheSamplerGivesThem() throws {
    let preview = PreviewDocument(plan: PreviewDocumentTests.plan)
    // 300 ms at 60 fps: k × 1000/60 for k = 0…18 (18 × 1000/60 = 300 exactly): 19 frames.
    #expect(preview.frameTimes.count == 19)
    #expect(preview.frameTimes.last == 300)
    let sampler = Sampler(plan: PreviewDocumentTests.plan)
    let frames = JSONValue.array(preview.frameTimes.map { sampler.sample(at: $0).json })
    #expect(preview.data["frames"] == frames)
    #expect(preview.html.contains(HTMLEscaping.scriptSafeJSON(frames.render(indent: nil))))
    // At 7 fps: 0, 142.9, 285.7 ms, then the end itself.
    #expect(PreviewDocument(plan: PreviewDocumentTests.plan, fps: 7).frameTimes.count == 4)
  }

  @Test func embeddedDataReadsBackAsJSON() throws {
    let html = PreviewDocument(plan: PreviewDocumentTests.plan).html
    let open = #"<script type="application/json" id="scenediff-data">"#
    let start = try #require(html.range(of: open))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let json = try JSONSerialization.jsonObject(
      with: Data(html[start.upperBound..<end.lowerBound].utf8)
    )
    let object = try #require(json as? [String: Any])
    #expect(object["format"] as? String == "scenediff.preview")
    #expect((object["nodes"] as? [Any])?.count == 1)
  }

  @Test func sceneTextCannotEndTheScript() {
    let hostile = "</script><script>alert(1)</script>"
    let view = ViewNode(id: "t", width: 10, height: 10, style: ViewStyle(text: hostile))
    let moved = ViewNode(id: "t", x: 50, width: 10, height: 10, style: ViewStyle(text: hostile))
    let plan = Planner.plan(
      from: TestScenes.scene([view]),
      to: TestScenes.scene([moved]),
      transition: .changeBounds()
    )
    let html = PreviewDocument(plan: plan).html
    #expect(!html.contains("<script>alert"))
    // Two script elements: the data and the code.
    #expect(html.components(separatedBy: "</script>").count - 1 == 2)
    #expect(!CSSExport(plan: plan).html.contains("<script"))
  }

  @Test func diagnosticsAreShown() {
    var plan = PreviewDocumentTests.plan
    plan.diagnostics = [
      Diagnostic(.warning, at: nil, code: "duplicate-id", "duplicate id 'row' <b>")
    ]
    let html = PreviewDocument(plan: plan).html
    #expect(html.contains("<section id=\"diagnostics\">"))
    #expect(html.contains("duplicate id &#39;row&#39; &lt;b&gt;"))
  }

  @Test func theScriptingSurfaceIsThere() {
    let html = PreviewDocument(plan: PreviewDocumentTests.plan).html
    for needle in ["window.sceneDiff = api", "view.dataset.view = n.key", "seek,", "scale: 1"] {
      #expect(html.contains(needle), "\(needle)")
    }
  }

  /// The elements of a JSON array (none for anything else).
  static func items(_ value: JSONValue?) -> [JSONValue] {
    if case .array(let items)? = value { items } else { [] }
  }

  @Test func aGhostIsDrawnAtTheTopLevelThroughItsParentMatrix() throws {
    let preview = PreviewDocument(plan: ExportFixtures.reparented(), fps: 20)
    let data = preview.data
    // Nodes: p2, then v (a ghost, at the top level), then dot inside v.
    let nodes = PreviewDocumentTests.items(data["nodes"])
    #expect(nodes.map { $0["key"] } == [.string("p2"), .string("v"), .string("dot")])
    #expect(nodes.map { $0["parent"] } == [.null, .null, .int(1)])
    // At 20 fps the frames are 0, 50, … 300 ms; the fourth is 150 ms (f = 0.5): the ghost at
    // T(0, 280) · T(10, 10) · [1.5 0 37.5; 0 1 −115] = [1.5 0 47.5; 0 1 175], CSS order
    // (1.5, 0, 0, 1, 47.5, 175); opacity 1 (p2's 0.5 does not reach it), drawn.
    #expect(preview.frameTimes[3] == 150)
    let draw = PreviewDocumentTests.items(data["draw"])
    try #require(draw.count == 7)
    let frame = PreviewDocumentTests.items(draw[3])
    try #require(frame.count == 3)
    let ghost = PreviewDocumentTests.items(frame[1])
    try #require(ghost.count == 10)
    #expect(ghost[0] == .numbers([1.5, 0, 0, 1, 47.5, 175]))
    #expect(ghost[3] == .number(1) && ghost[4] == .int(1))
    // No clip, so no clip radius: 0.
    #expect(ghost[7] == .int(0) && ghost[9] == .int(0))
  }
}
