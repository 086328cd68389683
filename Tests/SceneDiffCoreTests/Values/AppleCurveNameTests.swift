import Testing

@testable import SceneDiffCore

/// The Apple and CSS spellings of the named curves, checked against the §5.3 reference values
/// of interpolators.md (exact roots in double, 6 decimals; Chromium's solver agrees to 1e-6).
@Suite struct AppleCurveNameTests {
  /// Each spelling and the §5.3 row at x = 0.1, 0.25, 0.5, 0.75, 0.9.
  @Test(arguments: [
    ("curveEaseInOut", [0.019_722, 0.129_162, 0.5, 0.870_838, 0.980_278]),
    ("easeInOut", [0.019_722, 0.129_162, 0.5, 0.870_838, 0.980_278]),
    ("easeInEaseOut", [0.019_722, 0.129_162, 0.5, 0.870_838, 0.980_278]),
    ("ease-in-out", [0.019_722, 0.129_162, 0.5, 0.870_838, 0.980_278]),
    ("curveEaseIn", [0.017_027, 0.093_465, 0.315_357, 0.621_862, 0.839_428]),
    ("easeIn", [0.017_027, 0.093_465, 0.315_357, 0.621_862, 0.839_428]),
    ("ease-in", [0.017_027, 0.093_465, 0.315_357, 0.621_862, 0.839_428]),
    ("curveEaseOut", [0.160_572, 0.378_138, 0.684_643, 0.906_535, 0.982_973]),
    ("ease-out", [0.160_572, 0.378_138, 0.684_643, 0.906_535, 0.982_973]),
    ("default", [0.094_796, 0.408_511, 0.802_403, 0.960_459, 0.994_316]),
    ("ease", [0.094_796, 0.408_511, 0.802_403, 0.960_459, 0.994_316]),
    ("cubic-bezier(0.42, 0, 0.58, 1)", [0.019_722, 0.129_162, 0.5, 0.870_838, 0.980_278]),
    // Linear: the output is the input.
    ("curveLinear", [0.1, 0.25, 0.5, 0.75, 0.9]),
  ])
  func referenceValuesThroughEveryName(name: String, expected: [Double]) throws {
    let curve = try #require(CubicBezier(timingName: name))
    for (x, value) in zip([0.1, 0.25, 0.5, 0.75, 0.9], expected) {
      #expect(abs(curve.value(at: x) - value) <= 1e-6, "\(name) at \(x)")
    }
  }

  @Test func uiKitNamesAreKeptForThePlan() throws {
    let curve = try #require(CubicBezier(uiKitCurve: "curveEaseInOut"))
    #expect(curve.name == "curveEaseInOut")
    #expect([curve.x1, curve.y1, curve.x2, curve.y2] == [0.42, 0, 0.58, 1])
    // Core Animation names win where both spell the same word.
    #expect(CubicBezier(timingName: "easeIn")?.name == "easeIn")
    #expect(CubicBezier(timingName: "ease")?.name == "default")
  }

  @Test func controlPointsAsWritten() throws {
    let curve = try #require(CubicBezier(controlPoints: "0.2 0 0 1"))
    #expect([curve.x1, curve.y1, curve.x2, curve.y2] == [0.2, 0, 0, 1])
    #expect(curve.name == nil)
    // (0.2, 0, 0, 1) at 0.1 is 0.15625 (worked by hand in CubicBezierTests: s = ¼).
    #expect(abs(curve.value(at: 0.1) - 0.156_25) <= 1e-6)
    #expect(CubicBezier(controlPoints: "0.2,0,0,1") == curve)
    #expect(CubicBezier(controlPoints: "0.2 0 0") == nil)
    #expect(CubicBezier(controlPoints: "1.2 0 0 1") == nil)
    #expect(CubicBezier(controlPoints: "a b c d") == nil)
    #expect(CubicBezier(timingName: "curveEaseInOt") == nil)
  }
}
