import SceneDiff
import SceneDiffTestSupport
import SceneDiffXML
import Testing

@testable import SceneDiffExport

@Suite struct TimelineSVGTests {
  @Test func theChartIsWellFormedXMLWithABarPerAnimator() throws {
    // An interaction's chart adds the script's bars (the browser suite checks that pair).
    for plan in ExportFixtures.shippedPlans() where plan.interaction == nil {
      let svg = TimelineSVG(plan: plan).svg
      let root = try XMLDocumentReader.parse(Array(svg.utf8), file: "timeline.svg")
      #expect(root.name == "svg")
      let bars = root.children.filter {
        $0.name == "rect" && $0.children.contains { $0.name == "title" }
      }
      #expect(bars.count == plan.animators.count)
    }
  }

  @Test func keysWithMarkupAreEscaped() throws {
    let from = TestScenes.scene([TestScenes.view("a<&\"'>", 0, 0, 10, 10)])
    let to = TestScenes.scene([TestScenes.view("a<&\"'>", 0, 50, 10, 10)])
    let plan = Planner.plan(from: from, to: to, transition: .changeBounds())
    let svg = TimelineSVG(plan: plan).svg
    let root = try XMLDocumentReader.parse(Array(svg.utf8), file: "timeline.svg")
    let labels = root.children.filter { $0.name == "text" }.map(\.text)
    #expect(labels.contains { $0.hasPrefix("a<&\"'> ") })
  }

  @Test func ticksFitTheDuration() {
    // 300 ms: 300/25 = 12 ticks is too many, 300/50 = 6 is the first ≤ 10.
    #expect(TimelineRow.tickStep(total: 300) == 50)
    // 650 ms: 650/50 = 13, 650/100 = 6.5.
    #expect(TimelineRow.tickStep(total: 650) == 100)
  }

  @Test func rowsGroupAViewsProperties() throws {
    let plan = try #require(
      ExportFixtures.shippedPlans().first { $0.fromScene.name == "places_grid" }
    )
    let rows = TimelineRow.rows(plan)
    // One row per (view, property); place_card has bounds and clipBounds, next to each other.
    #expect(rows.count == Set(plan.animators.map { "\($0.target) \($0.property.rawValue)" }).count)
    let card = rows.indices.filter { rows[$0].key == "place_card" }
    #expect(card.count == 2 && card[1] == card[0] + 1)
  }
}
