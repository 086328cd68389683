import Testing

@testable import SceneDiffCore

/// ``StraightMotion`` stands in for a straight ``MotionPath`` when a frame evaluates a
/// ChangeBounds animator, so it must give the same points, bit for bit.
@Suite struct StraightMotionTests {
  /// The line from (10, 20) to (30, 60): every value below is exact in `Float`.
  static let line = MotionPath.line(from: Point(x: 10, y: 20), to: Point(x: 30, y: 60))

  /// Points worked by hand: `start + (end − start) × f` on each axis, so x = 10 + 20 f and
  /// y = 20 + 40 f, extended beyond both ends; 0 and 1 give the vertices themselves.
  @Test func pointsAlongTheSegment() throws {
    let straight = try #require(StraightMotion(Self.line))
    // f = 0.25: 10 + 20 × 0.25 = 15, 20 + 40 × 0.25 = 30.
    #expect(straight.point(atFraction: 0.25) == Point(x: 15, y: 30))
    // f = 0.5: 10 + 10 = 20, 20 + 20 = 40.
    #expect(straight.point(atFraction: 0.5) == Point(x: 20, y: 40))
    #expect(straight.point(atFraction: 0) == Point(x: 10, y: 20))
    #expect(straight.point(atFraction: 1) == Point(x: 30, y: 60))
    // f = 1.5: 10 + 30 = 40, 20 + 60 = 80; f = −0.5: 10 − 10 = 0, 20 − 20 = 0.
    #expect(straight.point(atFraction: 1.5) == Point(x: 40, y: 80))
    #expect(straight.point(atFraction: -0.5) == Point(x: 0, y: 0))
    // NaN stops at the first vertex, as the path's search does.
    #expect(straight.point(atFraction: .nan) == Point(x: 10, y: 20))
  }

  /// Across fractions inside, at and beyond the ends, on lines with inexact coordinates and
  /// of zero length, the same bits as the path's own ``MotionPath/point(atFraction:)``.
  @Test func sameBitsAsThePath() throws {
    let lines = [
      Self.line,
      MotionPath.line(from: Point(x: 0.1, y: -7.3), to: Point(x: 123.456, y: 0.7)),
      MotionPath.line(from: Point(x: -3, y: 5), to: Point(x: -3, y: 5)),
      MotionPath.line(from: Point(x: 1e-3, y: 2), to: Point(x: 359.5, y: 639.5)),
    ]
    var fractions: [Double] = [0, 1, -0.0, .nan, -0.25, 1.75, 1e-9, 0.999_999_9]
    for k in 1..<60 { fractions.append(Double(k) / 59 + 1e-4 * Double(k % 7)) }
    for path in lines {
      let straight = try #require(StraightMotion(path))
      for f in fractions {
        let a = straight.point(atFraction: f)
        let b = path.point(atFraction: f)
        #expect(a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern)
      }
    }
  }

  /// An arc flattens into more than two vertices: it is not a straight motion.
  @Test func anArcIsNotStraight() {
    let arc = PathMotion.arc.path(from: Point(x: 0, y: 0), to: Point(x: 100, y: 200))
    #expect(StraightMotion(arc) == nil)
  }
}
