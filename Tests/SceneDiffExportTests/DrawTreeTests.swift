import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffExport

/// Previews and exports nest the sampler's nodes like the view tree; composing the nodes' states
/// must give back exactly what the sampler reports, or they would draw something else.
@Suite struct DrawTreeTests {
  /// Composes states down the tree as nested elements do (see ``DrawNodeState``):
  /// `toRoot(child) = toRoot(parent) · T(−parent scroll) · matrix(child)`, opacities
  /// multiplied, visibilities and-ed.
  static func compose(_ nodes: [DrawNode], _ states: [DrawNodeState])
    -> [(toRoot: Matrix, alpha: Double, visible: Bool)]
  {
    var result: [(toRoot: Matrix, alpha: Double, visible: Bool)] = []
    for (i, state) in states.enumerated() {
      guard let p = nodes[i].parent else {
        result.append((state.matrix, state.opacity, state.visible))
        continue
      }
      let parent = result[p]
      let scroll = Matrix.translation(-states[p].scrollX, -states[p].scrollY)
      result.append(
        (
          parent.toRoot.concatenating(scroll).concatenating(state.matrix),
          parent.alpha * state.opacity,
          parent.visible && state.visible
        )
      )
    }
    return result
  }

  static func expectSameAsSampler(_ plan: Plan, _ label: String) throws {
    let sampler = Sampler(plan: plan)
    let nodes = sampler.nodes
    let times =
      FrameClock.times(fps: 60, through: plan.totalDurationMs) + [
        plan.totalDurationMs + 1
      ]
    for t in times {
      let drawn = sampler.draw(at: t)
      let states = drawn.states
      let composed = DrawTreeTests.compose(nodes, states)
      let frame = sampler.sample(at: t)
      #expect(drawn.frame == frame, "\(label) at \(t)")
      for sample in frame.views where sample.visible {
        let shown = nodes.indices.filter { nodes[$0].key == sample.key && composed[$0].visible }
        let preferred = shown.filter { nodes[$0].isOverlay == sample.inOverlay }
        let i = try #require(
          (preferred.isEmpty ? shown : preferred).first,
          "\(label) \(sample.key) at \(t)"
        )
        #expect(drawn.samples[i] == sample, "\(label) \(sample.key) at \(t)")
        let box = Sampler.box(composed[i].toRoot, width: states[i].width, height: states[i].height)
        let gap = zip(box.edges, sample.bounds.edges).map { abs($0 - $1) }.max() ?? 0
        #expect(gap < 1e-9, "\(label) \(sample.key) at \(t): \(box) vs \(sample.bounds)")
        #expect(abs(composed[i].alpha - sample.alpha) < 1e-12, "\(label) \(sample.key) at \(t)")
      }
      // Nothing is drawn that the sampler does not draw, and each node is drawn exactly while
      // its static window says so (what exports write as `visibility`); the windows are in
      // the plan's time, which an interaction maps wall-clock time to.
      let visible = Set(frame.views.filter(\.visible).map(\.key))
      let planT = sampler.interaction?.position(at: t).planMs ?? t
      for i in nodes.indices {
        if composed[i].visible {
          #expect(visible.contains(nodes[i].key), "\(label) \(nodes[i].key) at \(t)")
        }
        #expect(
          states[i].visible == (planT < nodes[i].visibleUntilMs),
          "\(label) \(i) at \(t)"
        )
        #expect(
          composed[i].visible == (planT < nodes[i].drawnUntilMs),
          "\(label) \(i) at \(t)"
        )
      }
    }
  }

  @Test func shippedScenesComposeToTheSamplersFrames() throws {
    let plans = ExportFixtures.shippedPlans()
    // Scenes/ declares thirty-nine pairs: motion-layout's MotionScene, six Android scenarios (three of them both ways), the
    // ios scenario's eight (three in-screen transitions, four view-controller transitions and
    // the interactive pop) and its storyboard's six (three segues, each performed and popped
    // or dismissed), material's six (three flows, both ways) and its off-guidance flow's two,
    // and android-screens' seven (two Navigation actions, forward and popped; a fragment
    // pair's Transition resources pushed and popped; a scale-up activity).
    #expect(plans.count == 39)
    for plan in plans {
      try DrawTreeTests.expectSameAsSampler(plan, plan.fromScene.name ?? "?")
    }
  }

  @Test func browserPairsComposeToTheSamplersFrames() throws {
    let folder = ExportFixtures.packageRoot.appendingPathComponent("Tests/Browser/Pairs").path
    let plans = Batch.run(Batch.discover([folder]).jobs).compactMap(\.plan)
    // Three folders each both ways, and no-animators one way; reparent-ghost has ghosts.
    #expect(plans.count == 7)
    let ghosts = plans.flatMap(\.presences).filter {
      if case .ghost = $0.placement { true } else { false }
    }
    #expect(ghosts.count == 2)
    for plan in plans {
      try DrawTreeTests.expectSameAsSampler(plan, plan.fromScene.name ?? "?")
    }
  }

  @Test func everyAnimatedPropertyComposesToTheSamplersFrames() throws {
    try DrawTreeTests.expectSameAsSampler(ExportFixtures.everyProperty(), "everyProperty")
  }

  @Test func overlaySubtreesAreDrawnAtTheTopLevelUntilTheirAnimatorEnds() throws {
    let sampler = Sampler(plan: ExportFixtures.everyProperty())
    let nodes = sampler.nodes
    let root = try #require(nodes.firstIndex { $0.key == "leaving" })
    let child = try #require(nodes.firstIndex { $0.key == "leaving_child" })
    #expect(nodes[root].parent == nil && nodes[root].isOverlay)
    #expect(nodes[child].parent == root)
    #expect(nodes[root].children == [child])
    // The presence ends at 300 ms: drawn on [0, 300), never after.
    #expect(nodes[root].drawnUntilMs == 300)
    #expect(nodes[child].drawnUntilMs == 300)
    #expect(sampler.draw(at: 299.9).states[root].visible)
    #expect(!sampler.draw(at: 300).states[root].visible)
  }
}
