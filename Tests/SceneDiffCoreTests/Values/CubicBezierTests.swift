import Testing

@testable import SceneDiffCore

/// The inputs of the reference table, interpolators.md §5.3.
private let inputs: [Double] = [0.1, 0.25, 0.5, 0.75, 0.9]

@Suite struct CubicBezierTests {
  /// Every row of interpolators.md §5.3 (the exact root in double, to 6 decimals): Chromium's
  /// solver stops within 1e-7 of x, so with the table's rounding (≤ 5e-7) it agrees to 1e-6.
  @Test(arguments: [
    ("easeIn", 0.42, 0.0, 1.0, 1.0, [0.017_027, 0.093_465, 0.315_357, 0.621_862, 0.839_428]),
    ("easeOut", 0, 0, 0.58, 1, [0.160_572, 0.378_138, 0.684_643, 0.906_535, 0.982_973]),
    ("easeInEaseOut", 0.42, 0, 0.58, 1, [0.019_722, 0.129_162, 0.5, 0.870_838, 0.980_278]),
    ("default", 0.25, 0.1, 0.25, 1, [0.094_796, 0.408_511, 0.802_403, 0.960_459, 0.994_316]),
    ("M3 standard", 0.2, 0, 0, 1, [0.156_25, 0.607_22, 0.877_834, 0.975_48, 0.996_459]),
    (
      "M3 emphasized decelerate", 0.05, 0.7, 0.1, 1,
      [0.621_384, 0.831_53, 0.950_247, 0.990_511, 0.998_666]
    ),
    (
      "M3 emphasized accelerate", 0.3, 0, 0.8, 0.15,
      [0.005_538, 0.035_343, 0.153_998, 0.405_586, 0.683_301]
    ),
  ])
  func referenceTable(
    name: String,
    x1: Double,
    y1: Double,
    x2: Double,
    y2: Double,
    expected: [Double]
  ) throws {
    let curve = try #require(CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2))
    for (x, value) in zip(inputs, expected) {
      let actual = curve.value(at: x)
      #expect(abs(actual - value) <= 1e-6, "\(name) at \(x): \(actual) != \(value)")
    }
  }

  @Test func materialStandardAtATenthByHand() throws {
    // (0.2, 0, 0, 1): X(s) = 3(1 − s)²s·0.2 + s³ and Y(s) = 3(1 − s)s² + s³. At s = ¼:
    // X = 0.6·¼·(¾)² + (¼)³ = 0.084375 + 0.015625 = 0.1, Y = 3·¾·(¼)² + (¼)³ = 0.140625 +
    // 0.015625 = 0.15625.
    let curve = try #require(CubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1))
    #expect(abs(curve.value(at: 0.1) - 0.156_25) <= 1e-6)
  }

  @Test func endsAndSymmetry() {
    // The curve runs from (0, 0) to (1, 1); ease-in-out is symmetric about (½, ½).
    #expect(CubicBezier.easeInEaseOut.value(at: 0) == 0)
    #expect(abs(CubicBezier.easeInEaseOut.value(at: 1) - 1) <= 1e-12)
    #expect(abs(CubicBezier.easeInEaseOut.value(at: 0.5) - 0.5) <= 1e-12)
    // Control points on the diagonal: Y(s) = X(s), so the output is the input.
    #expect(abs(CubicBezier.linear.value(at: 0.37) - 0.37) <= 1e-7)
  }

  @Test func inputsOutsideTheUnitRangeFollowTheEndTangents() throws {
    // easeIn's start gradient is y1/x1 = 0/0.42 = 0: flat before 0.
    #expect(CubicBezier.easeIn.value(at: -0.5) == 0)
    // CSS ease (0.25, 0.1, 0.25, 1): start gradient 0.1/0.25 = 0.4, so −0.1 → −0.04; end
    // gradient (1 − 1)/(0.25 − 1) = 0, so 1.2 → 1.
    #expect(abs(CubicBezier.systemDefault.value(at: -0.1) + 0.04) <= 1e-12)
    #expect(CubicBezier.systemDefault.value(at: 1.2) == 1)
    // (0.3, 0, 0.8, 0.15): end gradient (0.15 − 1)/(0.8 − 1) = 4.25, so 1.1 → 1 + 0.425.
    let accelerate = try #require(CubicBezier(x1: 0.3, y1: 0, x2: 0.8, y2: 0.15))
    #expect(abs(accelerate.value(at: 1.1) - 1.425) <= 1e-12)
    // (0, 0, 0, 0) is linear (Chromium's case 3): gradient 1 at both ends.
    let flat = try #require(CubicBezier(x1: 0, y1: 0, x2: 0, y2: 0))
    #expect(flat.value(at: -0.5) == -0.5)
  }

  @Test func namedCurvesAreAppleAndCSSNames() {
    // interpolators.md §4.1 and §4.3.
    #expect(CubicBezier(appleName: "easeInEaseOut") == .easeInEaseOut)
    #expect(CubicBezier(cssKeyword: "ease-in-out") == .easeInEaseOut)
    #expect(CubicBezier(cssKeyword: "ease")?.name == "default")
    #expect(CubicBezier.systemDefault.x1 == 0.25 && CubicBezier.systemDefault.y1 == 0.1)
    #expect(CubicBezier.easeOut.x2 == 0.58 && CubicBezier.easeIn.x1 == 0.42)
    #expect(CubicBezier(appleName: "EaseIn") == nil)
    #expect(CubicBezier(cssKeyword: "steps(2)") == nil)
  }

  @Test func controlPointsOutsideCSSRangesAreRejected() {
    // CSS requires x1, x2 in [0, 1]; y values are free but must be numbers.
    #expect(CubicBezier(x1: 1.2, y1: 0, x2: 0.5, y2: 1) == nil)
    #expect(CubicBezier(x1: 0.2, y1: 0, x2: -0.1, y2: 1) == nil)
    #expect(CubicBezier(x1: 0.2, y1: .nan, x2: 0.5, y2: 1) == nil)
    #expect(CubicBezier(x1: 0.2, y1: -2, x2: 0.5, y2: 3) != nil)
  }
}
