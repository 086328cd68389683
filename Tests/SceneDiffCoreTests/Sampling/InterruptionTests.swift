import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

/// Interrupted transitions (Docs/interaction.md): the second starts from the values the first
/// shows, with the velocity carried into springs and not into Android's interpolators.
@Suite struct InterruptionTests {
  /// Scenes with one 100×100 view `box`.
  static let scene = TestScenes.scene([TestScenes.view("box", 0, 0, 100, 100)])

  /// A plan of one animator on `box`.
  static func plan(_ animator: Animator) -> Plan {
    Plan(fromScene: scene, toScene: scene, animators: [animator])
  }

  static func translation(_ from: Double, _ to: Double, _ timing: TimingCurve) -> Animator {
    Animator(
      target: "box",
      transition: "Test",
      property: .translationX,
      space: .parent,
      from: .scalar(from),
      to: .scalar(to),
      startMs: 0,
      durationMs: 1000,
      timing: timing
    )
  }

  @Test func aSpringCarriesTheVelocity() throws {
    // The first moves 0 → 100 linearly over 1 s: 100 px/s, at 50 px at 500 ms.
    let first = Self.plan(Self.translation(0, 100, .cubicBezier(.linear)))
    // The second, a CASpringAnimation with the defaults (m 1, k 100, c 10, v0 0), to 300.
    let spring = try #require(SpringCurve())
    let second = Self.plan(Self.translation(0, 300, .spring(spring)))
    let interruption = Interruption(first: first, atMs: 500, then: second)
    let animator = try #require(interruption.second.animators.first)
    #expect(animator.from == .scalar(50))
    // 100 px/s over the remaining 300 − 50 = 250 px: 0.4 distances per second.
    guard case .spring(let carried) = animator.timing else {
      Issue.record("not a spring")
      return
    }
    // (Translations are evaluated in Android's 32-bit floats: within 1e-4.)
    #expect(abs(carried.initialVelocity - 0.4) < 1e-4)
    #expect(carried.mass == 1 && carried.stiffness == 100 && carried.damping == 10)
    // No jump at the interruption: 50 px on both sides.
    let before = try #require(interruption.sample(at: 499.999)["box"]?.bounds.left)
    let after = try #require(interruption.sample(at: 500)["box"]?.bounds.left)
    #expect(abs(before - 49.9999) < 1e-3)
    #expect(after == 50)
  }

  @Test func androidChangeBoundsStartsFromTheCurrentValueWithoutVelocity() throws {
    let linear = TimingCurve.interpolator(.linear)
    let bounds = { (from: Rect, to: Rect) in
      Animator(
        target: "box",
        transition: "ChangeBounds",
        property: .bounds,
        space: .parent,
        from: .rect(from),
        to: .rect(to),
        startMs: 0,
        durationMs: 1000,
        timing: linear
      )
    }
    let a = Rect(x: 0, y: 0, width: 100, height: 100)
    let b = Rect(x: 200, y: 0, width: 100, height: 100)
    let first = Self.plan(bounds(a, b))
    let second = Self.plan(bounds(b, a))
    let interruption = Interruption(first: first, atMs: 250, then: second)
    let animator = try #require(interruption.second.animators.first)
    // A quarter of the way from x 0 to 200: 50. ChangeBounds captures it as its start value.
    #expect(animator.from == .rect(Rect(x: 50, y: 0, width: 100, height: 100)))
    // Its interpolator is unchanged: the motion starts fresh.
    #expect(animator.timing == linear)
    // Half-way through the second second (250 + 500 ms): (50 + 0) / 2 = 25.
    #expect(interruption.sample(at: 750)["box"]?.bounds.left == 25)
  }
}
