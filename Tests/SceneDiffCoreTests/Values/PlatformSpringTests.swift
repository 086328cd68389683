import Foundation
import Testing

@testable import SceneDiffCore

/// SwiftUI's springs (interpolators.md §6.5), Android's `SpringForce` and Compose's `spring()`
/// (androidx.dynamicanimation and androidx.compose.animation.core, read from their sources).
@Suite struct PlatformSpringTests {
  @Test func swiftUIDefaultSpring() throws {
    // Animation.spring() = spring(response: 0.5, dampingFraction: 0.825): k = (2π/0.5)² =
    // 157.913670, c = 4π·0.825/0.5 = 20.734512 (§6.5). §6.1 at t = 0.1 (worked in
    // SpringCurveTests): 1 − 0.354614·1.710007 = 0.393608.
    let spring = try #require(SwiftUISpring())
    #expect(spring.response == 0.5 && spring.dampingFraction == 0.825)
    #expect(abs(spring.curve.stiffness - 157.913_670) <= 1e-6)
    #expect(abs(spring.curve.damping - 20.734_512) <= 1e-6)
    #expect(abs(spring.curve.value(atSeconds: 0.1) - 0.393_608) <= 1e-6)
    // Bounce 1 − 0.825 = 0.175; it settles (epsilon 0.001) at ln(R/0.001)/(ζω0) with
    // R = 1/√(1 − 0.825²) = 1/0.565133 = 1.769496: ln(1769.496)/(0.825·4π) =
    // 7.478450/10.367256 = 0.721353 s.
    #expect(abs(spring.bounce - 0.175) <= 1e-12)
    #expect(abs((spring.settlingDuration ?? 0) - 0.721_353) <= 1e-6)
  }

  @Test func swiftUIInverseMappingMatchesApplesExample() throws {
    // Spring(mass: 1, stiffness: 100, damping: 10) → duration 2π·√(1/100) = 0.628319, bounce
    // 1 − 0.5 = 0.5 (Apple: 0.63 and 0.5).
    let spring = SwiftUISpring(try #require(SpringCurve()))
    #expect(abs(spring.duration - 0.628_319) <= 1e-6)
    #expect(abs(spring.bounce - 0.5) <= 1e-12)
    // Spring(duration: 0.5, bounce: 0.3) keeps what was given; ζ = 0.7.
    let given = try #require(SwiftUISpring(duration: 0.5, bounce: 0.3))
    #expect(given.duration == 0.5 && given.bounce == 0.3)
    #expect(abs(given.dampingFraction - 0.7) <= 1e-12)
    // Over-damped: ζ = 2 ↔ bounce 1/2 − 1 = −0.5.
    #expect(SwiftUISpring.bounce(dampingRatio: 2) == -0.5)
    #expect(SwiftUISpring(duration: 0.5, bounce: -1) == nil)
    #expect(SwiftUISpring(response: 0.5, dampingFraction: 0.8, blendDuration: -1) == nil)
  }

  @Test func springForceDefaultsAndConstants() throws {
    // SpringForce(): STIFFNESS_MEDIUM 1500 and DAMPING_RATIO_MEDIUM_BOUNCY 0.5; mass 1, natural
    // frequency √1500 = 38.729833, damping 2·0.5·38.729833 = 38.729833.
    let force = try #require(SpringForce())
    #expect(force.stiffness == 1500 && force.dampingRatio == 0.5)
    let curve = try #require(force.curve())
    #expect(curve.mass == 1)
    #expect(abs(curve.damping - 38.729_833) <= 1e-6)
    #expect(abs(curve.dampingRatio - 0.5) <= 1e-12)
    // Overshoot from rest: e^(−0.5π/√0.75) = 0.163034, as for any ζ = 0.5.
    #expect(abs(curve.overshoot - 0.163_034) <= 1e-6)
    #expect(
      SpringForce.stiffnessConstants.map(\.value) == [10_000, 1500, 200, 50]
    )
    #expect(SpringForce.dampingRatioConstants.map(\.value) == [0.2, 0.5, 0.75, 1])
    #expect(SpringForce.stiffnessName(200) == "STIFFNESS_LOW")
    #expect(SpringForce.dampingRatioName(0.3) == nil)
    // Android throws for a stiffness ≤ 0 and a negative ratio.
    #expect(SpringForce(stiffness: 0) == nil)
    #expect(SpringForce(dampingRatio: -0.1) == nil)
  }

  @Test func springForceComesToRestByItsThresholds() throws {
    // SpringForce() over 100 px (minimum visible change 1 px): value threshold 0.75 px, velocity
    // threshold 62.5 × 0.75 = 46.875 px/s. With ω0 = 38.729833, ζ = 0.5 (§6.1 closed form):
    //   at 235 ms |x|·100 = 0.5797 px but |p'|·100 = 47.2036 px/s (too fast);
    //   at 236 ms |x|·100 = 0.5329 px and |p'|·100 = 46.2285 px/s: at rest.
    let force = try #require(SpringForce())
    #expect(force.restDuration(distance: 100) == 0.236)
    // Over 1000 px the thresholds are 10× smaller relative to the distance:
    //   at 345 ms 0.0760 px but 47.0540 px/s; at 346 ms 0.1221 px and 45.1203 px/s.
    #expect(force.restDuration(distance: 1000) == 0.346)
    // The equivalent of any spring folds the mass into the stiffness.
    let heavy = try #require(SpringCurve(mass: 2, stiffness: 300, damping: 10))
    let folded = SpringForce(equivalentTo: heavy)
    #expect(folded.stiffness == 150)
    #expect(abs(folded.dampingRatio - heavy.dampingRatio) <= 1e-15)
    let same = try #require(folded.curve())
    for t in stride(from: 0.0, through: 1, by: 0.1) {
      #expect(abs(same.value(atSeconds: t) - heavy.value(atSeconds: t)) <= 1e-12)
    }
  }

  @Test func composeSpringDurations() throws {
    // spring(): DampingRatioNoBouncy 1, StiffnessMedium 1500, Float threshold 0.01.
    let spec = try #require(SpringSpec())
    #expect(spec.dampingRatio == 1 && spec.stiffness == 1500 && spec.visibilityThreshold == 0.01)
    // Critical, ω0 = 38.729833: over a distance of 1 the spring last is 0.01 away where
    // e^(−τ)(1 + τ) = 0.01, τ = 6.638352, t = 6.638352/38.729833 = 0.171402 s → 171 ms.
    #expect(spec.durationMs(distance: 1) == 171)
    // An Offset (0.5 px) over 100 px: e^(−τ)(1 + τ) = 0.005 at τ = 7.430130 → 0.191845 s →
    // 191 ms.
    let offset = try #require(SpringSpec(visibilityThreshold: 0.5))
    #expect(offset.durationMs(distance: 100) == 191)
    #expect(offset.durationMs(distance: 0) == 0)
    // Undamped: Compose runs it forever.
    #expect(SpringSpec(dampingRatio: 0)?.durationMs(distance: 100) == nil)
    #expect(SpringSpec.stiffnessConstants.map(\.value) == [10_000, 1500, 400, 200, 50])
  }
}
