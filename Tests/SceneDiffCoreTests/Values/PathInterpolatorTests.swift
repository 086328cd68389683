import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

/// AndroidX `FastOutExtraSlowInInterpolator.VALUES`, an independent record of Android's curve.
///
/// Per that class's own comment, the platform PathInterpolator for `fast_out_extra_slow_in`
/// sampled on a device at x = (1f / 200) · i and printed with `%.4f`.
private let fastOutExtraSlowInTable: [Float] = [
  0.0000, 0.0008, 0.0016, 0.0024, 0.0032, 0.0057, 0.0083,
  0.0109, 0.0134, 0.0171, 0.0218, 0.0266, 0.0313, 0.0360,
  0.0431, 0.0506, 0.0581, 0.0656, 0.0733, 0.0835, 0.0937,
  0.1055, 0.1179, 0.1316, 0.1466, 0.1627, 0.1810, 0.2003,
  0.2226, 0.2468, 0.2743, 0.3060, 0.3408, 0.3852, 0.4317,
  0.4787, 0.5177, 0.5541, 0.5834, 0.6123, 0.6333, 0.6542,
  0.6739, 0.6887, 0.7035, 0.7183, 0.7308, 0.7412, 0.7517,
  0.7621, 0.7725, 0.7805, 0.7879, 0.7953, 0.8027, 0.8101,
  0.8175, 0.8230, 0.8283, 0.8336, 0.8388, 0.8441, 0.8494,
  0.8546, 0.8592, 0.8630, 0.8667, 0.8705, 0.8743, 0.8780,
  0.8818, 0.8856, 0.8893, 0.8927, 0.8953, 0.8980, 0.9007,
  0.9034, 0.9061, 0.9087, 0.9114, 0.9141, 0.9168, 0.9194,
  0.9218, 0.9236, 0.9255, 0.9274, 0.9293, 0.9312, 0.9331,
  0.9350, 0.9368, 0.9387, 0.9406, 0.9425, 0.9444, 0.9460,
  0.9473, 0.9486, 0.9499, 0.9512, 0.9525, 0.9538, 0.9551,
  0.9564, 0.9577, 0.9590, 0.9603, 0.9616, 0.9629, 0.9642,
  0.9654, 0.9663, 0.9672, 0.9680, 0.9689, 0.9697, 0.9706,
  0.9715, 0.9723, 0.9732, 0.9741, 0.9749, 0.9758, 0.9766,
  0.9775, 0.9784, 0.9792, 0.9801, 0.9808, 0.9813, 0.9819,
  0.9824, 0.9829, 0.9835, 0.9840, 0.9845, 0.9850, 0.9856,
  0.9861, 0.9866, 0.9872, 0.9877, 0.9882, 0.9887, 0.9893,
  0.9898, 0.9903, 0.9909, 0.9914, 0.9917, 0.9920, 0.9922,
  0.9925, 0.9928, 0.9931, 0.9933, 0.9936, 0.9939, 0.9942,
  0.9944, 0.9947, 0.9950, 0.9953, 0.9955, 0.9958, 0.9961,
  0.9964, 0.9966, 0.9969, 0.9972, 0.9975, 0.9977, 0.9979,
  0.9981, 0.9982, 0.9983, 0.9984, 0.9986, 0.9987, 0.9988,
  0.9989, 0.9991, 0.9992, 0.9993, 0.9994, 0.9995, 0.9995,
  0.9996, 0.9996, 0.9997, 0.9997, 0.9997, 0.9998, 0.9998,
  0.9998, 0.9999, 0.9999, 1.0000, 1.0000,
]

@Suite struct PathInterpolatorTests {
  /// The fast_out_slow_in cubic (0.4, 0), (0.2, 1).
  private func fastOutSlowIn() throws -> PathInterpolator {
    try PathInterpolator(controlX1: 0.4, controlY1: 0, controlX2: 0.2, controlY2: 1)
  }

  @Test func fastOutSlowInVertices() throws {
    let curve = try fastOutSlowIn()
    // interpolators.md §1.4: 24 vertices for fast_out_slow_in.
    #expect(curve.xs.count == 24)
    #expect(curve.ys.count == 24)
    #expect(curve.xs.first == 0 && curve.ys.first == 0)
    #expect(curve.xs.last == 1 && curve.ys.last == 1)
    // Listed vertices. x(t) = 3(1−t)²t·0.4 + 3(1−t)t²·0.2 + t³, y(t) = 3(1−t)t² + t³.
    // t = 1/32: x = 0.035192871 + 0.000567627 + 0.000030518 = 0.035791016,
    //           y = 3·0.96875·0.0009765625 + 0.000030518 = 0.002868652
    // t = 1/16: x = 0.065917969 + 0.002197266 + 0.000244141 = 0.068359375,
    //           y = 0.010986328 + 0.000244141 = 0.011230469
    // t = 1/2:  x = 0.15 + 0.075 + 0.125 = 0.35, y = 0.375 + 0.125 = 0.5
    let expected: [(Float, Float)] = [
      (0.035_791_016, 0.002_868_652), (0.068_359_375, 0.011_230_469), (0.35, 0.5),
    ]
    for (x, y) in expected {
      let hit = zip(curve.xs, curve.ys).contains { abs($0 - x) < 1e-7 && abs($1 - y) < 1e-7 }
      #expect(hit, "vertex (\(x), \(y)) missing")
    }
    // x never decreases.
    #expect(zip(curve.xs, curve.xs.dropFirst()).allSatisfy { $0 <= $1 })
  }

  @Test(arguments: [
    // x = 0.1, 0.25, 0.5, 0.75, 0.9 → Android row of interpolators.md §1.4.
    (Float(0.1), Float(0.026_072)), (0.25, 0.236_903), (0.5, 0.775_105), (0.75, 0.959_057),
    (0.9, 0.993_628),
  ])
  func fastOutSlowInSpotValues(x: Float, y: Float) throws {
    #expect(abs(try fastOutSlowIn().value(at: x) - y) <= 2e-6)
  }

  @Test(arguments: [
    // Vertex counts of interpolators.md §1.4.
    ((Float(0), Float(0), Float(0.2), Float(1)), 24),
    ((0.4, 0, 1, 1), 24),
    ((0.25, 0.1, 0.25, 1), 22),
    ((0.42, 0, 0.58, 1), 21),
    ((0.05, 0.7, 0.1, 1), 22),
  ])
  func cubicVertexCounts(controls: (Float, Float, Float, Float), count: Int) throws {
    let curve = try PathInterpolator(
      controlX1: controls.0,
      controlY1: controls.1,
      controlX2: controls.2,
      controlY2: controls.3
    )
    #expect(curve.xs.count == count)
  }

  @Test func endsAndClamping() throws {
    let curve = try fastOutSlowIn()
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: -0.5) == 0)
    #expect(curve.value(at: 1) == 1)
    #expect(curve.value(at: 7) == 1)
    // The vertex at parameter 1/2 is (0.35, 0.5) (see above); the polyline passes through it.
    #expect(abs(curve.value(at: 0.35) - 0.5) < 1e-6)
  }

  @Test func quadraticForm() throws {
    let curve = try PathInterpolator(controlX1: 0.2, controlY1: 0.8)
    // interpolators.md §1.4: the quadratic (0.2, 0.8) flattens to 17 vertices.
    #expect(curve.xs.count == 17)
    // Exact curve values (§1.4) — Android's polyline stays within its 0.002 tolerance plus the
    // slope effect, well under 0.004: x = 0.5 → 0.776984, x = 0.75 → 0.916667.
    // (x = 0.75 ⇔ 0.4s + 0.6s² = 0.75 ⇔ s = 5/6; y = 1.6·(5/6)(1/6) + (5/6)² = 0.916667.)
    #expect(abs(curve.value(at: 0.5) - 0.776_984) < 0.004)
    #expect(abs(curve.value(at: 0.75) - 0.916_667) < 0.004)
    // The same path as data gives the same polyline.
    let data = try PathInterpolator(pathData: "M0,0 Q0.2,0.8 1,1")
    #expect(data.xs == curve.xs && data.ys == curve.ys)
  }

  @Test func pathDataFormMatchesCubic() throws {
    let data = try PathInterpolator(pathData: "M 0,0 C 0.4,0 0.2,1 1,1")
    let cubic = try fastOutSlowIn()
    #expect(data.xs == cubic.xs && data.ys == cubic.ys)
    // A relative form describes the same curve.
    let relative = try PathInterpolator(pathData: "m0 0c.4 0 .2 1 1 1")
    #expect(relative.xs == cubic.xs && relative.ys == cubic.ys)
  }

  @Test func fastOutExtraSlowInMatchesAndroidTable() throws {
    guard case .path(let curve) = Interpolator.fastOutExtraSlowIn else {
      Issue.record("fastOutExtraSlowIn is not a path interpolator")
      return
    }
    let step: Float = 1 / 200
    for (i, expected) in fastOutExtraSlowInTable.enumerated() {
      let value = curve.value(at: step * Float(i))
      // Printed with 4 decimals: within half a unit of the last place (plus float noise).
      #expect(abs(value - expected) <= 0.000_05 + 1e-6, "x = \(step * Float(i))")
    }
  }

  @Test func verticalJumpIsAllowed() throws {
    // X = [0, 0.5, 0.5, 1], Y = [0, 0, 1, 1]: the move keeps x, so no discontinuity.
    let step = try PathInterpolator(pathData: "M0 0 L0.5 0 M0.5 1 L1 1")
    #expect(step.value(at: 0.25) == 0)
    // At 0.5 the search lands on the last vertex with X ≤ 0.5 (index 2): Y = 1.
    #expect(step.value(at: 0.5) == 1)
    #expect(step.value(at: 0.75) == 1)
  }

  @Test func validationErrors() {
    #expect(
      throws: InterpolatorError.pathEndpoints(startX: 0, startY: 0, endX: 1, endY: 0.9, at: nil)
    ) {
      try PathInterpolator(pathData: "M0 0 L1 0.9")
    }
    #expect(
      throws: InterpolatorError.pathEndpoints(startX: 0.1, startY: 0, endX: 1, endY: 1, at: nil)
    ) {
      try PathInterpolator(pathData: "M0.1 0 L1 1")
    }
    #expect(throws: InterpolatorError.pathLoopsBack(fromX: 0.6, toX: 0.4, at: nil)) {
      try PathInterpolator(pathData: "M0 0 L0.6 0.5 L0.4 0.6 L1 1")
    }
    #expect(throws: InterpolatorError.pathDiscontinuity(fromX: 0.5, toX: 0.7, at: nil)) {
      try PathInterpolator(pathData: "M0 0 L0.5 0.5 M0.7 0.5 L1 1")
    }
    // A control point beyond 1 makes the cubic turn back in x.
    #expect(throws: InterpolatorError.self) {
      try PathInterpolator(controlX1: 2, controlY1: 0, controlX2: -1, controlY2: 1)
    }
    let parse = PathDataError(offset: 5, message: "unknown path command 'X'")
    #expect(throws: InterpolatorError.invalidPathData(value: "M0 0 X1 1", error: parse, at: nil)) {
      try PathInterpolator(pathData: "M0 0 X1 1")
    }
  }

  @Test func errorDiagnostics() {
    let error = InterpolatorError.pathLoopsBack(fromX: 0.6, toX: 0.4, at: nil)
    #expect(error.diagnostic.code == "path-interpolator-loops-back")
    #expect(error.diagnostic.location == nil)
    #expect(
      error.diagnostic.message
        == "a path interpolator's path cannot loop back: x goes from 0.6 back to 0.4"
    )
  }
}
