import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

/// The inputs of the reference table, interpolators.md §1.5.
private let inputs: [Float] = [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1]

@Suite struct InterpolatorTests {
  /// Every row of interpolators.md §1.5, with the arithmetic that gives each value.
  @Test(arguments: [
    // t
    (Interpolator.linear, [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1] as [Float]),
    // t²: 0.1² = 0.01, 0.25² = 0.0625, 0.75² = 0.5625, 0.9² = 0.81
    (.accelerate(factor: 1), [0, 0.01, 0.0625, 0.25, 0.5625, 0.81, 1]),
    // t^3: 0.1³ = 0.001, 0.25³ = 0.015625, 0.75³ = 0.421875, 0.9³ = 0.729
    (.accelerate(factor: 1.5), [0, 0.001, 0.015625, 0.125, 0.421875, 0.729, 1]),
    // t^5: 0.1⁵ = 1e-5, 0.25⁵ = 0.000977, 0.5⁵ = 0.03125, 0.75⁵ = 0.237305, 0.9⁵ = 0.59049
    (.accelerate(factor: 2.5), [0, 0.000_01, 0.000_977, 0.031_25, 0.237_305, 0.590_49, 1]),
    // 1 − (1 − t)²: 1 − 0.81 = 0.19, 1 − 0.5625 = 0.4375, 1 − 0.0625 = 0.9375, 1 − 0.01 = 0.99
    (.decelerate(factor: 1), [0, 0.19, 0.4375, 0.75, 0.9375, 0.99, 1]),
    // 1 − (1 − t)³: 1 − 0.729 = 0.271, 1 − 0.421875 = 0.578125, 1 − 0.001 = 0.999
    (.decelerate(factor: 1.5), [0, 0.271, 0.578125, 0.875, 0.984375, 0.999, 1]),
    // 1 − (1 − t)⁵: 1 − 0.59049 = 0.40951, 1 − 0.237305 = 0.762695, 1 − 1e-5 = 0.99999
    (.decelerate(factor: 2.5), [0, 0.409_51, 0.762_695, 0.968_75, 0.999_023, 0.999_99, 1]),
    // cos((t + 1)π)/2 + 0.5 = 0.5 − cos(tπ)/2: cos(0.1π) = 0.951057 → 0.024472;
    // cos(π/4) = 0.707107 → 0.146447; cos(0.75π) = −0.707107 → 0.853553
    (.accelerateDecelerate, [0, 0.024_472, 0.146_447, 0.5, 0.853_553, 0.975_528, 1]),
    // t²(3t − 2): 0.01·(−1.7) = −0.017; 0.0625·(−1.25) = −0.078125; 0.25·(−0.5) = −0.125;
    // 0.5625·0.25 = 0.140625; 0.81·0.7 = 0.567
    (.anticipate(tension: 2), [0, -0.017, -0.078_125, -0.125, 0.140_625, 0.567, 1]),
    // u = t − 1; u²(3u + 2) + 1: 0.81·(−0.7) + 1 = 0.433; 0.5625·(−0.25) + 1 = 0.859375;
    // 0.25·0.5 + 1 = 1.125; 0.0625·1.25 + 1 = 1.078125; 0.01·1.7 + 1 = 1.017
    (.overshoot(tension: 2), [0, 0.433, 0.859_375, 1.125, 1.078_125, 1.017, 1]),
    // T = 3: 0.5·(2t)²(4·2t − 3) below 0.5: 0.5·0.04·(−2.2) = −0.044, 0.5·0.25·(−1) = −0.125;
    // else 0.5·(u²(4u + 3) + 2) with u = 2t − 2: u = −1 → 0.5; u = −0.5 → 0.5·2.25 = 1.125;
    // u = −0.2 → 0.5·(0.04·2.2 + 2) = 1.044
    (
      .anticipateOvershoot(tension: 2, extraTension: 1.5),
      [0, -0.044, -0.125, 0.5, 1.125, 1.044, 1]
    ),
    // s = 1.1226t: 8·0.11226² = 0.100818; 8·0.28065² = 0.630115; 8·(0.5613 − 0.54719)² + 0.7 =
    // 0.701593; 8·(0.84195 − 0.8526)² + 0.9 = 0.900907; 8·(1.01034 − 1.0435)² + 0.95 = 0.958797;
    // 8·(1.1226 − 1.0435)² + 0.95 = 1.0000545 (float32: 1.000054)
    (.bounce, [0, 0.100_818, 0.630_115, 0.701_593, 0.900_907, 0.958_797, 1.000_054]),
    // sin(2πt): sin(0.2π) = 0.587785, sin(π/2) = 1, sin(π) = 0, sin(1.5π) = −1, sin(1.8π) = −0.587785
    (.cycle(cycles: 1), [0, 0.587_785, 1, 0, -1, -0.587_785, 0]),
    // sin(πt): sin(0.1π) = 0.309017, sin(π/4) = 0.707107, sin(π/2) = 1
    (.cycle(cycles: 0.5), [0, 0.309_017, 0.707_107, 1, 0.707_107, 0.309_017, 0]),
  ])
  func referenceTable(interpolator: Interpolator, expected: [Float]) {
    for (t, value) in zip(inputs, expected) {
      let actual = interpolator.value(at: t)
      #expect(abs(actual - value) <= 1e-6, "\(interpolator) at \(t): \(actual) != \(value)")
    }
  }

  @Test func anticipateOvershootExtremum() {
    // T = 3: minimum −2T³/(27(T+1)²) = −54/432 = −0.125 at t = T/(3(T+1)) = 0.25;
    // maximum mirrors it: 1.125 at 0.75.
    let curve = Interpolator.anticipateOvershoot(tension: 2, extraTension: 1.5)
    #expect(curve.value(at: 0.25) == -0.125)
    #expect(curve.value(at: 0.75) == 1.125)
    #expect(curve.value(at: 0.24) > -0.125)
    #expect(curve.value(at: 0.26) > -0.125)
    // The effective tension is the product: (3, 1) is the same curve as (2, 1.5).
    let product = Interpolator.anticipateOvershoot(tension: 3, extraTension: 1)
    #expect(product.value(at: 0.1) == curve.value(at: 0.1))
  }

  @Test func bounceEndsAboveOne() {
    // 1.1226f − 1.0435f = 0.0791 (float); 8·0.0791² + 0.95 = 1.0000545, float32 1.000054.
    let value = Interpolator.bounce.value(at: 1)
    #expect(abs(value - 1.000_054_5) < 1e-6)
    #expect(value > 1)
  }

  @Test func floatPathsAreAndroidsExactly() {
    // Accelerate(1) is the float product, not pow: 0.1f·0.1f.
    let t: Float = 0.1
    #expect(Interpolator.accelerate(factor: 1).value(at: t) == t * t)
    // Decelerate(1): 1 − (1 − t)(1 − t) in float.
    #expect(Interpolator.decelerate(factor: 1).value(at: t) == 1 - (1 - t) * (1 - t))
    // Factors other than exactly 1 use double pow, narrowed: (float)Math.pow(0.1f, 3.0).
    let cube = Float(Double(t) * Double(t) * Double(t))
    #expect(abs(Interpolator.accelerate(factor: 1.5).value(at: t) - cube) <= cube.ulp)
    // Inputs are not clamped: the polynomial extrapolates; pow of a negative base is NaN for a
    // non-integral exponent (2·1.25 = 2.5) but real for an integral one ((−0.5)³ = −0.125).
    #expect(Interpolator.accelerate(factor: 1).value(at: -0.5) == 0.25)
    #expect(Interpolator.accelerate(factor: 1.25).value(at: -0.5).isNaN)
    #expect(Interpolator.accelerate(factor: 1.5).value(at: -0.5) == -0.125)
    #expect(Interpolator.linear.value(at: 1.5) == 1.5)
  }

  @Test(arguments: [
    (Interpolator.linear, #""linear""#),
    (.accelerateDecelerate, #""accelerateDecelerate""#),
    (.accelerate(factor: 1), #""accelerate""#),
    (.accelerate(factor: 1.5), #"{"name":"accelerate","factor":1.5}"#),
    (.decelerate(factor: 1), #""decelerate""#),
    (.decelerate(factor: 2.5), #"{"name":"decelerate","factor":2.5}"#),
    (.anticipate(tension: 2), #""anticipate""#),
    (.anticipate(tension: 0.15), #"{"name":"anticipate","tension":0.15}"#),
    (.overshoot(tension: 2), #""overshoot""#),
    (.overshoot(tension: 3), #"{"name":"overshoot","tension":3}"#),
    (.anticipateOvershoot(tension: 2, extraTension: 1.5), #""anticipateOvershoot""#),
    (
      .anticipateOvershoot(tension: 2, extraTension: 2),
      #"{"name":"anticipateOvershoot","tension":2,"extraTension":2}"#
    ),
    (.bounce, #""bounce""#),
    (.cycle(cycles: 1), #""cycle""#),
    (.cycle(cycles: 0.5), #"{"name":"cycle","cycles":0.5}"#),
    (.fastOutSlowIn, #""fastOutSlowIn""#),
    (.linearOutSlowIn, #""linearOutSlowIn""#),
    (.fastOutLinearIn, #""fastOutLinearIn""#),
    (.fastOutExtraSlowIn, #""fastOutExtraSlowIn""#),
  ])
  func planJSON(interpolator: Interpolator, expected: String) {
    #expect(interpolator.planJSON.render(indent: nil) == expected)
  }

  @Test func pathPlanJSON() throws {
    let cubic = try PathInterpolator(
      controlX1: 0.3,
      controlY1: 0,
      controlX2: 0.8,
      controlY2: 0.15
    )
    #expect(
      Interpolator.path(cubic).planJSON.render(indent: nil)
        == #"{"name":"path","controlX1":0.3,"controlY1":0,"controlX2":0.8,"controlY2":0.15}"#
    )
    let quadratic = try PathInterpolator(controlX1: 0.2, controlY1: 0.8)
    #expect(
      Interpolator.path(quadratic).planJSON.render(indent: nil)
        == #"{"name":"path","controlX1":0.2,"controlY1":0.8}"#
    )
    let data = try PathInterpolator(pathData: "M0 0 L1 1")
    #expect(
      Interpolator.path(data).planJSON.render(indent: nil)
        == #"{"name":"path","pathData":"M0 0 L1 1"}"#
    )
    // A name that is not one of the four platform curves prints the parameters.
    var named = cubic
    named.name = "emphasizedAccelerate"
    #expect(Interpolator.path(named).planJSON == Interpolator.path(cubic).planJSON)
  }

  @Test(arguments: [
    ("interpolator/linear", Interpolator.linear),
    ("interpolator/accelerate_quad", .accelerate(factor: 1)),
    ("interpolator/accelerate_cubic", .accelerate(factor: 1.5)),
    ("interpolator/accelerate_quint", .accelerate(factor: 2.5)),
    ("interpolator/decelerate_quad", .decelerate(factor: 1)),
    ("interpolator/decelerate_cubic", .decelerate(factor: 1.5)),
    ("interpolator/decelerate_quint", .decelerate(factor: 2.5)),
    ("interpolator/accelerate_decelerate", .accelerateDecelerate),
    ("interpolator/anticipate", .anticipate(tension: 2)),
    ("interpolator/overshoot", .overshoot(tension: 2)),
    ("interpolator/anticipate_overshoot", .anticipateOvershoot(tension: 2, extraTension: 1.5)),
    ("interpolator/bounce", .bounce),
    ("interpolator/cycle", .cycle(cycles: 1)),
    ("interpolator/fast_out_slow_in", .fastOutSlowIn),
    ("interpolator/fast_out_linear_in", .fastOutLinearIn),
    ("interpolator/linear_out_slow_in", .linearOutSlowIn),
    ("interpolator/fast_out_extra_slow_in", .fastOutExtraSlowIn),
    ("anim/linear_interpolator", .linear),
    ("anim/accelerate_interpolator", .accelerate(factor: 1)),
    ("anim/decelerate_interpolator", .decelerate(factor: 1)),
    ("anim/accelerate_decelerate_interpolator", .accelerateDecelerate),
    ("anim/anticipate_interpolator", .anticipate(tension: 2)),
    ("anim/anticipate_overshoot_interpolator", .anticipateOvershoot(tension: 2, extraTension: 1.5)),
    ("anim/bounce_interpolator", .bounce),
    ("anim/cycle_interpolator", .cycle(cycles: 1)),
    ("anim/overshoot_interpolator", .overshoot(tension: 2)),
  ])
  func frameworkResource(name: String, expected: Interpolator) {
    #expect(Interpolator(androidResource: name) == expected)
    #expect(Interpolator(androidResource: "@android:" + name) == expected)
  }

  @Test func unknownResources() {
    #expect(Interpolator.frameworkResources.count == 26)
    for name in [
      "fast_out_slow_in", "interpolator/Fast_Out_Slow_In", "@interpolator/fast_out_slow_in",
      "anim/linear", "interpolator/linear_interpolator", "interpolator/emphasized", "",
    ] {
      #expect(Interpolator(androidResource: name) == nil, "\(name)")
    }
  }

  @Test func platformCurvesAreNamedPathInterpolators() throws {
    guard case .path(let curve) = Interpolator.fastOutSlowIn else {
      Issue.record("fastOutSlowIn is not a path interpolator")
      return
    }
    #expect(curve.name == "fastOutSlowIn")
    let unnamed = try PathInterpolator(
      controlX1: 0.4,
      controlY1: 0,
      controlX2: 0.2,
      controlY2: 1
    )
    #expect(curve.xs == unnamed.xs && curve.ys == unnamed.ys)
    #expect(Interpolator.path(unnamed).planJSON.render(indent: nil).hasPrefix(#"{"name":"path""#))
  }
}
