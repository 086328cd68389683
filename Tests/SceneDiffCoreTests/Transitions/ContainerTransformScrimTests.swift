import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

/// The container transform's scrim drawn in the draw tree, and the container's two layers
/// drawn above it and above everything else (material-motion.md §7.10: paint alpha
/// `(int)(p × 255)` entering, `(int)((1 − p) × 255)` returning, over the whole drawing view,
/// beneath the container; default colour `0x52000000`).
@Suite struct ContainerTransformScrimTests {
  /// MaterialContainerTransformTests' plan (linear, card 100 × 100 at (100, 400) into a
  /// 400 × 800 detail at (0, 0), root 1000 × 2000), with a `list` behind the card that a
  /// fade removes in the overlay, and, with `nested`, the detail inside a `screen` at (0, 100).
  static func plan(reverse: Bool = false, nested: Bool = false) -> Plan {
    var card = TestScenes.view("card", 100, 400, 100, 100)
    card.style.cornerRadius = 8
    var detail = TestScenes.view("detail", 0, 0, 400, 800)
    if nested {
      var screen = TestScenes.view("screen", 0, 100, 1000, 1900)
      screen.children = [detail]
      detail = screen
    }
    let list = TestScenes.view("list", 0, 0, 1000, 300)
    let root = { (views: [ViewNode]) in SceneTree(width: 1000, height: 2000, views: views) }
    let transform =
      reverse
      ? MaterialContainerTransform(startView: "detail", endView: "card")
      : MaterialContainerTransform(startView: "card", endView: "detail")
    let set = TransitionSet(children: [
      SceneTransition(transform), SceneTransition(Fade(mode: .out), durationMs: 300),
    ])
    return Planner.plan(
      from: root(reverse ? [detail] : [list, card]),
      to: root(reverse ? [list, card] : [detail]),
      transition: SceneTransition(set, interpolator: .linear)
    )
  }

  /// Within Float precision (the sampler evaluates animators in Float, as Android does).
  static func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

  @Test func enteringScrimFollowsTheProgress() throws {
    // Linear, 500 ms (M3 motionDurationLong2, entering): t = 125 is p = 0.25, a keyframe:
    // (int)(0.25 × 255) = (int)63.75 = 63; t = 250 is p = 0.5: (int)127.5 = 127.
    let sampler = Sampler(plan: Self.plan())
    let quarter = try #require(sampler.sample(at: 125)["scrim:detail"])
    #expect(Self.near(quarter.alpha, 63.0 / 255))
    let half = try #require(sampler.sample(at: 250)["scrim:detail"])
    #expect(Self.near(half.alpha, 127.0 / 255))
    #expect(half.visible)
    // Over the whole root.
    #expect(half.bounds == Rect(x: 0, y: 0, width: 1000, height: 2000))
    // Android removes the drawable when the transition ends.
    #expect(sampler.sample(at: 500)["scrim:detail"]?.visible == false)
  }

  @Test func returningScrimFadesOut() throws {
    // Returning: M3 motionDurationMedium4, 400 ms; t = 100 is p = 0.25:
    // (int)((1 − 0.25) × 255) = (int)191.25 = 191.
    let plan = Self.plan(reverse: true)
    #expect(plan.totalDurationMs == 400)
    let scrim = try #require(Sampler(plan: plan).sample(at: 100)["scrim:card"])
    #expect(Self.near(scrim.alpha, 191.0 / 255))
  }

  @Test func scrimIsDrawnBeneathTheContainerAboveTheRest() throws {
    let sampler = Sampler(plan: Self.plan())
    let frame = sampler.sample(at: 250)
    let list = try #require(frame["list"]?.z)
    let scrim = try #require(frame["scrim:detail"]?.z)
    let detail = try #require(frame["detail"]?.z)
    let card = try #require(frame["card"]?.z)
    // The list the fade keeps in the overlay, then the scrim, the end layer, the start layer.
    #expect(list < scrim && scrim < detail && detail < card)
    // The scrim node: the default scrim colour at the top level, root-sized, its opacity the
    // paint alpha.
    let node = try #require(sampler.nodes.first { $0.key == "scrim:detail" })
    #expect(node.view.style.background == "#52000000")
    #expect(node.parent == nil)
    #expect(node.view.width == 1000 && node.view.height == 2000)
    let drawn = sampler.draw(at: 250)
    #expect(drawn.states.count == sampler.nodes.count)
    #expect(Self.near(drawn.states[scrim].opacity, 127.0 / 255))
  }

  @Test func nestedEndViewIsDrawnAtTheTopLevelWhereItWas() throws {
    // The detail inside `screen` at (0, 100): drawn at the top level, its state is its
    // root-space placement, so its box maps to the same bounds the frame reports.
    let sampler = Sampler(plan: Self.plan(nested: true))
    let drawn = sampler.draw(at: 250)
    let n = try #require(sampler.nodes.firstIndex { $0.key == "detail" })
    #expect(sampler.nodes[n].parent == nil)
    let state = drawn.states[n]
    let sample = try #require(drawn.frame["detail"])
    let corner = state.matrix.map(Point(x: 0, y: 0))
    #expect(abs(corner.x - sample.bounds.left) < 1e-9)
    #expect(abs(corner.y - sample.bounds.top) < 1e-9)
    // Every parent still comes before its children in drawing order.
    for (i, node) in sampler.nodes.enumerated() {
      if let p = node.parent { #expect(p < i) }
      for c in node.children { #expect(sampler.nodes[c].parent == i) }
    }
  }
}
