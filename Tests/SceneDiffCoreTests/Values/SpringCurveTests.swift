import Testing

@testable import SceneDiffCore

/// The instants of the reference table, interpolators.md §6.1, in seconds.
private let instants: [Double] = [0.05, 0.1, 0.2, 0.3, 0.5, 1.0]

@Suite struct SpringCurveTests {
  /// Every row of interpolators.md §6.1 (m, k, c, v0 → p(t), 6 decimals).
  @Test(arguments: [
    // CASpringAnimation defaults: ζ = 10/(2·√100) = 0.5, under-damped.
    (1.0, 100.0, 10.0, 0.0, [0.104_405, 0.340_300, 0.849_426, 1.124_355, 1.074_591, 1.002_170]),
    // The same with an initial velocity of 5 distances per second.
    (1, 100, 10, 5, [0.293_078, 0.607_053, 1.059_065, 1.190_976, 1.030_619, 1.004_863]),
    // SwiftUI duration 0.5, bounce 0.3.
    (
      1, 157.913_670, 17.592_919, 0,
      [0.145_715, 0.423_302, 0.873_711, 1.033_930, 1.014_498, 1.000_072]
    ),
    // Critical: ζ = 20/(2·√100) = 1.
    (1, 100, 20, 0, [0.090_204, 0.264_241, 0.593_994, 0.800_852, 0.959_572, 0.999_501]),
    (1, 100, 20, 2, [0.150_857, 0.337_817, 0.648_128, 0.830_724, 0.966_310, 0.999_591]),
    // Over-damped: ζ = 30/20 = 1.5.
    (1, 100, 30, 0, [0.078_867, 0.213_354, 0.455_504, 0.627_818, 0.826_595, 0.974_318]),
  ])
  func referenceTable(
    mass: Double,
    stiffness: Double,
    damping: Double,
    velocity: Double,
    expected: [Double]
  ) throws {
    let spring = try #require(
      SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    )
    for (t, value) in zip(instants, expected) {
      let actual = spring.value(atSeconds: t)
      #expect(abs(actual - value) <= 1e-6, "(\(mass), \(stiffness), \(damping)) at \(t)")
    }
  }

  @Test func criticalDampingByHand() throws {
    // m 1, k 100, c 20: ω0 = 10, ζ = 1, p(t) = 1 − e^(−10t)·(1 + 10t). At t = 0.1:
    // 1 − e^(−1)·2 = 1 − 0.735759 = 0.264241.
    let spring = try #require(SpringCurve(mass: 1, stiffness: 100, damping: 20))
    #expect(spring.dampingRatio == 1)
    #expect(abs(spring.value(atSeconds: 0.1) - 0.264_241) <= 1e-6)
  }

  @Test func defaultsAreCASpringAnimations() throws {
    // mass 1, stiffness 100, damping 10, velocity 0: ζ = 10/(2·√(100·1)) = 0.5, ω0 = 10.
    let spring = try #require(SpringCurve())
    #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10)
    #expect(spring.initialVelocity == 0)
    #expect(spring.dampingRatio == 0.5)
    #expect(spring.angularFrequency == 10)
    // Peak overshoot e^(−ζπ/√(1−ζ²)) = e^(−0.5π/0.866025) = e^(−1.813799) = 0.163034, at the
    // first peak t = π/ωd = π/8.660254 = 0.362760 s.
    #expect(abs(spring.value(atSeconds: 0.362_760) - 1.163_034) <= 1e-6)
  }

  @Test func swiftUIResponseAndDampingFractionByHand() throws {
    // Animation.spring(response: 0.5, dampingFraction: 0.825), §6.5: k = (2π/0.5)² = 16π² =
    // 157.913670, c = 4π·0.825/0.5 = 6.6π = 20.734512, m = 1.
    let spring = try #require(SpringCurve(response: 0.5, dampingRatio: 0.825))
    #expect(abs(spring.stiffness - 157.913_670) <= 1e-6)
    #expect(abs(spring.damping - 20.734_512) <= 1e-6)
    #expect(abs(spring.dampingRatio - 0.825) <= 1e-12)
    // §6.1, under-damped: ω0 = 4π = 12.566371, ζω0 = 10.367256,
    // ωd = ω0·√(1 − 0.825²) = 12.566371·0.565133 = 7.101667, (ζω0 − 0)/ωd = 1.459834.
    // t = 0.1: e^(−1.0367256) = 0.354614, cos(0.7101667) = 0.758253, sin = 0.651960:
    //   p = 1 − 0.354614·(0.758253 + 1.459834·0.651960) = 1 − 0.354614·1.710007 = 0.393608.
    // t = 0.25: e^(−2.591814) = 0.074884, cos(1.775417) = −0.203196, sin = 0.979138:
    //   p = 1 − 0.074884·(−0.203196 + 1.429379) = 1 − 0.074884·1.226183 = 0.908178.
    // t = 0.5: e^(−5.183628) = 0.005608, cos(3.550834) = −0.917423, sin = −0.397913:
    //   p = 1 − 0.005608·(−0.917423 − 0.580887) = 1 + 0.005608·1.498310 = 1.008402.
    #expect(abs(spring.value(atSeconds: 0.1) - 0.393_608) <= 1e-6)
    #expect(abs(spring.value(atSeconds: 0.25) - 0.908_178) <= 1e-6)
    #expect(abs(spring.value(atSeconds: 0.5) - 1.008_402) <= 1e-6)
  }

  @Test func swiftUIDurationAndBounce() throws {
    // Spring(duration: 0.5, bounce: 0.3): response 0.5, ζ = 1 − 0.3 = 0.7, so k = 16π² =
    // 157.913670 and c = 4π·0.7/0.5 = 5.6π = 17.592919 (Apple's example: 157.9, 17.6).
    let bouncy = try #require(SpringCurve(duration: 0.5, bounce: 0.3))
    #expect(abs(bouncy.stiffness - 157.913_670) <= 1e-6)
    #expect(abs(bouncy.damping - 17.592_919) <= 1e-6)
    // A negative bounce is over-damped: ζ = 1/(1 − 0.5) = 2, c = 4π·2/0.5 = 16π = 50.265482.
    let smooth = try #require(SpringCurve(duration: 0.5, bounce: -0.5))
    #expect(abs(smooth.dampingRatio - 2) <= 1e-12)
    #expect(abs(smooth.damping - 50.265_482) <= 1e-6)
  }

  @Test func startsAtZeroAndRejectsBadParameters() {
    let spring = SpringCurve()
    #expect(spring?.value(atSeconds: 0) == 0)
    #expect(spring?.value(atSeconds: -1) == 0)
    #expect(SpringCurve(mass: 0) == nil)
    #expect(SpringCurve(stiffness: -1) == nil)
    #expect(SpringCurve(damping: -0.1) == nil)
    #expect(SpringCurve(initialVelocity: .infinity) == nil)
    #expect(SpringCurve(response: 0, dampingRatio: 1) == nil)
    #expect(SpringCurve(duration: 0.5, bounce: -1) == nil)
    #expect(SpringCurve(duration: 0.5, bounce: 1.5) == nil)
  }

  @Test(arguments: [(1.0, 100.0, 10.0, 0.0), (1, 100, 10, 5), (1, 100, 20, 2), (1, 100, 30, 0)])
  func accelerationBoundHoldsOnEveryPiece(m: Double, k: Double, c: Double, v0: Double) throws {
    // The bound must exceed the second difference quotient (p(t+h) − 2p(t) + p(t−h))/h², which
    // approximates p''(t), everywhere in the piece it is asked about.
    let spring = try #require(SpringCurve(mass: m, stiffness: k, damping: c, initialVelocity: v0))
    let h = 1e-4
    for start in stride(from: 0.0, to: 1.0, by: 0.05) {
      let bound = spring.accelerationBound(from: start, through: start + 0.05)
      for t in stride(from: start + h, to: start + 0.05, by: 0.001) {
        let second =
          (spring.value(atSeconds: t + h) - 2 * spring.value(atSeconds: t)
            + spring.value(atSeconds: t - h)) / (h * h)
        #expect(abs(second) <= bound * (1 + 1e-6) + 1e-3, "at \(t): \(second) > \(bound)")
      }
    }
  }
}
