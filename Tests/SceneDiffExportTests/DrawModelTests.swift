import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffExport

/// The drawing model nests views like the tree; composing its states must give back exactly
/// what the sampler reports, or previews and exports would draw something else.
@Suite struct DrawModelTests {
  static func expectSameAsSampler(_ plan: Plan, _ label: String) throws {
    let model = DrawModel(plan: plan)
    let sampler = Sampler(plan: plan)
    let times =
      FrameClock.times(fps: 60, through: plan.totalDurationMs) + [
        plan.totalDurationMs + 1
      ]
    for t in times {
      let states = model.states(at: t)
      let composed = model.compose(states)
      let frame = sampler.sample(at: t)
      for sample in frame.views where sample.visible {
        let drawn = model.nodes.indices.filter {
          model.nodes[$0].key == sample.key && composed[$0].visible
        }
        let preferred = drawn.filter { model.nodes[$0].isOverlay == sample.inOverlay }
        let i = try #require(
          (preferred.isEmpty ? drawn : preferred).first,
          "\(label) \(sample.key) at \(t)"
        )
        let box = Sampler.box(composed[i].toRoot, width: states[i].width, height: states[i].height)
        let gap = zip(box.edges, sample.bounds.edges).map { abs($0 - $1) }.max() ?? 0
        #expect(gap < 1e-9, "\(label) \(sample.key) at \(t): \(box) vs \(sample.bounds)")
        #expect(abs(composed[i].alpha - sample.alpha) < 1e-12, "\(label) \(sample.key) at \(t)")
      }
      // Nothing is drawn that the sampler does not draw.
      let shown = Set(frame.views.filter(\.visible).map(\.key))
      for i in model.nodes.indices where composed[i].visible {
        #expect(shown.contains(model.nodes[i].key), "\(label) \(model.nodes[i].key) at \(t)")
      }
    }
  }

  @Test func shippedScenesComposeToTheSamplersFrames() throws {
    let plans = ExportFixtures.shippedPlans()
    // Scenes/ declares nine pairs: six scenarios, three of them both ways.
    #expect(plans.count == 9)
    for plan in plans {
      try DrawModelTests.expectSameAsSampler(plan, plan.fromScene.name ?? "?")
    }
  }

  @Test func everyAnimatedPropertyComposesToTheSamplersFrames() throws {
    try DrawModelTests.expectSameAsSampler(ExportFixtures.everyProperty(), "everyProperty")
  }

  @Test func overlaySubtreesAreDrawnAtTheTopLevelUntilTheirAnimatorEnds() throws {
    let model = DrawModel(plan: ExportFixtures.everyProperty())
    let root = try #require(model.nodes.firstIndex { $0.key == "leaving" })
    let child = try #require(model.nodes.firstIndex { $0.key == "leaving_child" })
    #expect(model.nodes[root].parent == nil && model.nodes[root].isOverlay)
    #expect(model.nodes[child].parent == root)
    // The presence ends at 300 ms: drawn on [0, 300), never after.
    #expect(model.visibleUntil(root) == 300)
    #expect(model.visibleUntil(child) == 300)
    #expect(model.state(of: root, at: 299.9).visible)
    #expect(!model.state(of: root, at: 300).visible)
  }
}
