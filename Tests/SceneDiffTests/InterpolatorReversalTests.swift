import Foundation
import SceneDiffTestSupport
import Testing

@testable import SceneDiff

/// `Interpolator.reversed()` is the mirror `1 − f(1 − t)`.
@Suite struct InterpolatorReversalTests {
  @Test(arguments: [
    (Interpolator.linear, Interpolator.linear),
    (.accelerateDecelerate, .accelerateDecelerate),
    (.accelerate(factor: 1), .decelerate(factor: 1)),
    (.decelerate(factor: 1.5), .accelerate(factor: 1.5)),
    (.anticipate(tension: 2), .overshoot(tension: 2)),
    (.overshoot(tension: 3), .anticipate(tension: 3)),
    (
      .anticipateOvershoot(tension: 2, extraTension: 1.5),
      .anticipateOvershoot(
        tension: 2,
        extraTension: 1.5
      )
    ),
  ])
  func androidInterpolatorsMirrorEachOther(curve: Interpolator, mirror: Interpolator) {
    #expect(curve.reversed() == mirror)
    #expect(mirror.reversed() == curve)
    // The formulas agree: 1 − f(1 − t) = r(t), up to Float rounding.
    for t: Float in [0, 0.1, 0.25, 0.5, 0.8, 1] {
      #expect(abs((1 - curve.value(at: 1 - t)) - mirror.value(at: t)) < 1e-6)
    }
  }

  @Test func handDerivedMirrors() {
    // Accelerate(1) is t²; its mirror at 0.25 is 1 − (1 − 0.25)² = 1 − 0.5625 = 0.4375.
    #expect(Interpolator.accelerate(factor: 1).reversed().value(at: 0.25) == 0.4375)
    // Accelerate(2) is t⁴; its mirror at 0.5 is 1 − 0.5⁴ = 0.9375.
    #expect(Interpolator.accelerate(factor: 2).reversed().value(at: 0.5) == 0.9375)
    // Anticipate(2) is t²(3t − 2); its mirror at 0.5 is 1 − 0.25 × (1.5 − 2) = 1.125.
    #expect(Interpolator.anticipate(tension: 2).reversed().value(at: 0.5) == 1.125)
  }

  @Test func pathCurvesMirrorTheirControlPoints() throws {
    // fast_out_slow_in is the cubic (0.4, 0), (0.2, 1); mirrored: (1 − 0.2, 1 − 1),
    // (1 − 0.4, 1 − 0) = (0.8, 0), (0.6, 1).
    let mirrored = try PathInterpolator(
      controlX1: 0.8,
      controlY1: 0,
      controlX2: 0.6,
      controlY2: 1
    )
    #expect(Interpolator.fastOutSlowIn.reversed() == .path(mirrored))
    // Mirroring back gives the named platform curve again.
    #expect(Interpolator.fastOutSlowIn.reversed().reversed() == .fastOutSlowIn)
    // A quadratic (0.25, 0.75) mirrors to (0.75, 0.25).
    let quadratic = try PathInterpolator(controlX1: 0.25, controlY1: 0.75)
    #expect(
      Interpolator.path(quadratic).reversed()
        == .path(try PathInterpolator(controlX1: 0.75, controlY1: 0.25))
    )
    // Path data: the polyline (0, 0) → (0.5, 0.75) → (1, 1), turned half a turn about
    // (0.5, 0.5), is (1, 1) → (0.5, 0.25) → (0, 0); traversed backwards, (0, 0) → (0.5, 0.25)
    // → (1, 1).
    let data = try PathInterpolator(pathData: "M0 0L0.5 0.75L1 1")
    #expect(
      Interpolator.path(data).reversed()
        == .path(try PathInterpolator(pathData: "M0 0L0.5 0.25L1 1"))
    )
  }

  @Test(arguments: [Interpolator.bounce, .cycle(cycles: 1), .cycle(cycles: 2.5)])
  func bounceAndCycleMirrorWithinATenThousandth(curve: Interpolator) {
    let mirror = curve.reversed()
    guard case .path = mirror else {
      Issue.record("expected a path interpolator, got \(mirror)")
      return
    }
    var worst: Float = 0
    for i in 1..<10_000 {
      let t = Float(i) / 10_000
      worst = max(worst, abs(mirror.value(at: t) - (1 - curve.value(at: 1 - t))))
    }
    #expect(worst <= 0.0001)
    #expect(mirror.value(at: 1) == 1)
  }

  @Test func aCycleMirrorsAboveOne() {
    // cycle(1) is sin(2πt); its mirror is 1 − sin(2π(1 − t)) = 1 + sin(2πt): 2 at t = 0.25.
    #expect(abs(Interpolator.cycle(cycles: 1).reversed().value(at: 0.25) - 2) <= 0.001)
  }
}
