import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

@Suite struct PathMotionTests {
  /// The single cubic of an arc path: (start, control1, control2, end).
  func cubic(_ motion: PathMotion, _ a: Point, _ b: Point) throws -> [SIMD2<Float>] {
    let commands = motion.path(from: a, to: b).path.commands
    try #require(commands.count == 2)
    guard case .move(let start) = commands[0],
      case .cubic(let c1, let c2, let end) = commands[1]
    else {
      Issue.record("not a move and a cubic: \(commands)")
      return []
    }
    return [start, c1, c2, end]
  }

  func close(_ p: SIMD2<Float>, _ x: Float, _ y: Float, _ tolerance: Float = 1e-3) -> Bool {
    abs(p.x - x) <= tolerance && abs(p.y - y) <= tolerance
  }

  @Test func tangentsAreHalfAngleTangentsStoredAsFloat() {
    // tan(35°) = 0.7002075382… → Float 0.70020753; tan(45°) = 0.9999999999999999 → Float 1.
    #expect(PathMotion.tangent(70) == Float(0.70020753))
    #expect(PathMotion.tangent(90) == 1)
    #expect(PathMotion.tangent(0) == 0)
  }

  @Test func arcWithoutClampMatchesTheWorkedExample() throws {
    // (0,0)→(100,200): dx 100, dy 200, h2 = 50000, m = (50, 100), mid2 = 12500.
    // |dx| < |dy|, moving down: e = (x0, y0 + |50000 / 400|) = (0, 125).
    // arc2 = 50² + 25² = 3125 < max2 = 12500 · 0.70020753² = 6128.6: no clamp.
    // Controls (0 + 0)/2, (0 + 125)/2 = (0, 62.5) and (0 + 100)/2, (125 + 200)/2 = (50, 162.5).
    let c = try cubic(.arc, Point(x: 0, y: 0), Point(x: 100, y: 200))
    #expect(c == [SIMD2(0, 0), SIMD2(0, 62.5), SIMD2(50, 162.5), SIMD2(100, 200)])
    #expect(
      PathMotion.arc.path(from: Point(x: 0, y: 0), to: Point(x: 100, y: 200)).svgPathData
        == "M0 0C0 62.5 50 162.5 100 200"
    )
  }

  @Test func arcClampedToTheMaximumAngle() throws {
    // (0,0)→(100,100): h2 = 20000, m = (50, 50), mid2 = 5000; |dx| = |dy| → horizontal branch:
    // k = 20000 / 200 = 100, moving down: e = (100 − 100, 100) = (0, 100).
    // arc2 = 50² + 50² = 5000 > max2 = 5000 · 0.70020753² = 2451.45 → ratio = 0.70020753:
    // e = (50 − 35.0104, 50 + 35.0104) = (14.9896, 85.0104).
    // Controls (7.4948, 42.5052) and ((14.9896 + 100)/2, (85.0104 + 100)/2) = (57.4948, 92.5052).
    let c = try cubic(.arc, Point(x: 0, y: 0), Point(x: 100, y: 100))
    #expect(close(c[1], 7.495, 42.505))
    #expect(close(c[2], 57.495, 92.505))
    #expect(c[3] == SIMD2(100, 100))
  }

  @Test func arcMovingUpwardsBulgesBelowTheChord() throws {
    // (0,200)→(100,0): dy = −200, h2 = 50000, m = (50, 100); vertical branch, moving up:
    // e = (x1, y1 + |50000 / −400|) = (100, 125); arc2 = 50² + 25² = 3125 < 6128.6.
    // Controls ((0 + 100)/2, (200 + 125)/2) = (50, 162.5) and (100, 62.5).
    let c = try cubic(.arc, Point(x: 0, y: 200), Point(x: 100, y: 0))
    #expect(c == [SIMD2(0, 200), SIMD2(50, 162.5), SIMD2(100, 62.5), SIMD2(100, 0)])
  }

  @Test func horizontalMoveWithDefaultsIsAFlatCubic() throws {
    // dy == 0: e = (m.x, m.y + 100 · 0.5 · tan(0)) = (50, 0) = m; arc2 = 0, not above max2.
    // Controls (25, 0) and (75, 0).
    let c = try cubic(.arc, Point(x: 0, y: 0), Point(x: 100, y: 0))
    #expect(c == [SIMD2(0, 0), SIMD2(25, 0), SIMD2(75, 0), SIMD2(100, 0)])
  }

  @Test func horizontalMoveBulgesByTheMinimumHorizontalAngle() throws {
    // Material-Animations' arc: minimum horizontal 90°, maximum 90° → tH = tMax = 1.
    // dy == 0: e = (50, 0 + 100 · 0.5 · 1) = (50, 50); arc2 = 2500, max2 = 2500 · 1 = 2500, not
    // above: no clamp. Controls (25, 25) and (75, 25).
    let motion = PathMotion.arc(
      minimumHorizontalAngle: 90,
      minimumVerticalAngle: 0,
      maximumAngle: 90
    )
    let c = try cubic(motion, Point(x: 0, y: 0), Point(x: 100, y: 0))
    #expect(c == [SIMD2(0, 0), SIMD2(25, 25), SIMD2(75, 25), SIMD2(100, 0)])
  }

  @Test func horizontalBulgeIsStillClampedToTheMaximum() throws {
    // tH = 1, default maximum tMax = 0.70020753: e = (50, 50), arc2 = 2500 >
    // max2 = 2500 · 0.4902906 = 1225.7 → ratio = tMax: e = (50, 35.0104).
    // Controls (25, 17.5052) and (75, 17.5052).
    let motion = PathMotion.arc(
      minimumHorizontalAngle: 90,
      minimumVerticalAngle: 0,
      maximumAngle: 70
    )
    let c = try cubic(motion, Point(x: 0, y: 0), Point(x: 100, y: 0))
    #expect(close(c[1], 25, 17.5052) && close(c[2], 75, 17.5052))
  }

  @Test func verticalMoveBulgesRightByTheMinimumVerticalAngle() throws {
    // dx == 0: e = (0 + 100 · 0.5 · 1, 50) = (50, 50); arc2 = 2500 = max2 (tMax = 1): no clamp.
    // Controls (25, 25) and ((50 + 0)/2, (50 + 100)/2) = (25, 75).
    let motion = PathMotion.arc(
      minimumHorizontalAngle: 0,
      minimumVerticalAngle: 90,
      maximumAngle: 90
    )
    let c = try cubic(motion, Point(x: 0, y: 0), Point(x: 0, y: 100))
    #expect(c == [SIMD2(0, 0), SIMD2(25, 25), SIMD2(25, 75), SIMD2(0, 100)])
  }

  @Test func aFlatArcIsPushedOutToTheMinimumAngle() throws {
    // (0,0)→(200,100), minimum horizontal 90° (tH = 1), maximum 90° (tMax = 1).
    // h2 = 40000 + 10000 = 50000, m = (100, 50), mid2 = 12500; |dx| > |dy|, moving down:
    // k = 50000 / 400 = 125, e = (200 − 125, 100) = (75, 100).
    // arc2 = 25² + 50² = 3125 < min2 = 12500 · 1 · 1 → ratio = √(12500 / 3125) = 2:
    // e = (100 + 2 · (75 − 100), 50 + 2 · (100 − 50)) = (50, 150).
    // Controls (25, 75) and ((50 + 200)/2, (150 + 100)/2) = (125, 125).
    let motion = PathMotion.arc(
      minimumHorizontalAngle: 90,
      minimumVerticalAngle: 0,
      maximumAngle: 90
    )
    let c = try cubic(motion, Point(x: 0, y: 0), Point(x: 200, y: 100))
    #expect(c == [SIMD2(0, 0), SIMD2(25, 75), SIMD2(125, 125), SIMD2(200, 100)])
  }

  @Test func checkedArcRejectsAnglesOutsideZeroToNinety() {
    #expect(throws: PathMotionError.angleOutOfRange(attribute: "maximumAngle", value: 91, at: nil))
    {
      try PathMotion.checkedArc(maximumAngle: 91)
    }
    // Android reads the vertical angle first.
    #expect(
      throws: PathMotionError.angleOutOfRange(attribute: "minimumVerticalAngle", value: -1, at: nil)
    ) {
      try PathMotion.checkedArc(minimumHorizontalAngle: 100, minimumVerticalAngle: -1)
    }
    #expect((try? PathMotion.checkedArc()) == .arc)
  }

  @Test func patternIsNormalisedToRunFromOriginToOneZero() throws {
    // S = (0, 0), E = (100, 100): scale 1/√20000 = 0.0070710678, rotate by −45°
    // (cos 0.70710678, sin −0.70710678). (0, 100) → s·(0·c + 100·0.7071, −0·… + 100·c)
    // = (0.5, 0.5); (100, 100) → s·(70.71 + 70.71, −70.71 + 70.71) = (1, 0).
    let pattern = try BezierPath(svgPathData: "M0 0 L0 100 L100 100")
    guard case .pattern(let normalized) = try PathMotion.pattern(normalizing: pattern) else {
      Issue.record("not a pattern")
      return
    }
    let points = normalized.commands.map { command -> SIMD2<Float> in
      switch command {
      case .move(let p), .line(let p): p
      default: SIMD2(-1, -1)
      }
    }
    try #require(points.count == 3)
    #expect(close(points[0], 0, 0, 1e-6))
    #expect(close(points[1], 0.5, 0.5, 1e-6))
    #expect(close(points[2], 1, 0, 1e-6))
  }

  @Test func patternMoveDipsDownwardMidway() throws {
    // Normalised (0,0)→(0.5,0.5)→(1,0); (0,0)→(200,0): length 200, angle 0 → scale by 200:
    // (0,0)→(100,100)→(200,0).
    let motion = try PathMotion.pattern(
      normalizing: BezierPath(svgPathData: "M0 0 L0 100 L100 100")
    )
    let path = motion.path(from: Point(x: 0, y: 0), to: Point(x: 200, y: 0))
    let points = path.path.commands.map { command -> SIMD2<Float> in
      switch command {
      case .move(let p), .line(let p): p
      default: SIMD2(-1, -1)
      }
    }
    #expect(points.count == 3)
    #expect(close(points[1], 100, 100))
    #expect(close(points[2], 200, 0))
    // Half-way by arc length is the corner: both legs are √(100² + 100²) long.
    let mid = path.point(atFraction: 0.5)
    #expect(abs(mid.x - 100) < 1e-3 && abs(mid.y - 100) < 1e-3)
  }

  @Test func patternFollowsTheMoveDirectionAndOffset() throws {
    // A move (10, 20)→(10, 120): length 100, angle 90°: (0.5, 0.5) → scale (50, 50) → rotate
    // 90° (x' = −y, y' = x) → (−50, 50) → + (10, 20) = (−40, 70).
    let motion = try PathMotion.pattern(
      normalizing: BezierPath(svgPathData: "M0 0 L0 100 L100 100")
    )
    let commands = motion.path(from: Point(x: 10, y: 20), to: Point(x: 10, y: 120)).path.commands
    guard case .line(let corner) = commands[1], case .line(let end) = commands[2] else {
      Issue.record("unexpected commands \(commands)")
      return
    }
    #expect(close(corner, -40, 70))
    #expect(close(end, 10, 120))
  }

  @Test func onlyTheFirstContourWithLengthDefinesTheEnds() throws {
    // A lone move is skipped (PathMeasure skips empty contours); the first real contour runs
    // (10, 0)→(20, 0): translate by −10, scale 1/10. Its second contour (0,0)→(0,10) only moves
    // along: → ((0 − 10)/10, 0) = (−1, 0) and (−1, 1).
    let pattern = try BezierPath(svgPathData: "M5 5 M10 0 L20 0 M0 0 L0 10")
    guard case .pattern(let normalized) = try PathMotion.pattern(normalizing: pattern) else {
      Issue.record("not a pattern")
      return
    }
    #expect(
      normalized.commands == [
        .move(to: SIMD2(-0.5, 0.5)), .move(to: SIMD2(0, 0)), .line(to: SIMD2(1, 0)),
        .move(to: SIMD2(-1, 0)), .line(to: SIMD2(-1, 1)),
      ]
    )
  }

  @Test(arguments: [
    // A closed first contour ends at its start.
    ("M0 0 L10 0 L10 10 Z", Float(0), Float(0)),
    // An open contour that comes back to its start.
    ("M3 4 L10 0 L3 4", 3, 4),
    // No contour with any length.
    ("M0 0 L0 0", 0, 0),
  ])
  func patternsThatEndWhereTheyStartAreRejected(data: String, x: Float, y: Float) throws {
    let pattern = try BezierPath(svgPathData: data)
    #expect(throws: PathMotionError.patternEndsAtStart(x: x, y: y, at: nil)) {
      try PathMotion.pattern(normalizing: pattern)
    }
  }

  @Test func transformsComposeAsSkiaPostConcat() {
    // translate(−1, −2), then scale 2, then rotate 90° (sin 1, cos −4.37e−8 → snapped 0):
    // (1, 2) → (0, 0) → (0, 0) → (0, 0); (2, 2) → (1, 0) → (2, 0) → (0, 2).
    let t = PathTransform.translation(-1, -2).followed(by: .scale(2, 2))
      .followed(by: .rotation(degrees: 90))
    #expect(t.map(SIMD2(1, 2)) == SIMD2(0, 0))
    #expect(t.map(SIMD2(2, 2)) == SIMD2(0, 2))
    var path = BezierPath()
    path.moveTo(2, 2)
    path.quadTo(3, 2, 3, 3)
    path.close()
    // (3, 2) → (2, 0)·2 = (4, 0) → (0, 4); (3, 3) → (2, 1)·2 = (4, 2) → (−2, 4).
    #expect(
      path.applying(t).commands == [
        .move(to: SIMD2(0, 2)), .quad(control: SIMD2(0, 4), to: SIMD2(-2, 4)), .close,
      ]
    )
  }
}
