import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

@Suite struct MotionPathTests {
  @Test func straightLineHandValues() {
    let line = MotionPath.line(from: Point(x: 0, y: 0), to: Point(x: 100, y: 200))
    #expect(line.point(atFraction: 0) == Point(x: 0, y: 0))
    #expect(line.point(atFraction: 0.5) == Point(x: 50, y: 100))
    #expect(line.point(atFraction: 1) == Point(x: 100, y: 200))
    // Float(−0.1)·100 = −10.0000001 → nearest float −10; ·200 → −20.
    #expect(line.point(atFraction: -0.1) == Point(x: -10, y: -20))
    // Float(1.1)·100 = 110.0000024 → nearest float 110; ·200 → 220.
    #expect(line.point(atFraction: 1.1) == Point(x: 110, y: 220))
    #expect(line.start == Point(x: 0, y: 0))
    #expect(line.end == Point(x: 100, y: 200))
    #expect(line.svgPathData == "M0 0L100 200")
  }

  @Test(arguments: [0, 0.5, -0.1, 1.1, 0.3, 0.123_456_789, 0.999_999])
  func straightLineIsFloatLerp(f: Double) {
    let start = Point(x: 0.1, y: 20.7)
    let end = Point(x: 100.3, y: -50.9)
    let line = MotionPath.line(from: start, to: end)
    // PathKeyframes in Float: start + f·(end − start), widened.
    let x = Float(start.x) + Float(f) * (Float(end.x) - Float(start.x))
    let y = Float(start.y) + Float(f) * (Float(end.y) - Float(start.y))
    #expect(line.point(atFraction: f) == Point(x: Double(x), y: Double(y)))
  }

  @Test func exactlyOneIsTheEndVertex() {
    // PathKeyframes returns the last vertex itself at fraction == 1, which can differ in the
    // last bit from the lerp: Float(20.7) + (Float(−50.9) − Float(20.7)) rounds twice.
    let line = MotionPath.line(from: Point(x: 0.1, y: 20.7), to: Point(x: 100.3, y: -50.9))
    let end = Point(x: Double(Float(100.3)), y: Double(Float(-50.9)))
    #expect(line.point(atFraction: 1) == end)
    #expect(line.end == end)
    #expect(line.point(atFraction: 0) == Point(x: Double(Float(0.1)), y: Double(Float(20.7))))
  }

  @Test func zeroLengthLineStaysPut() {
    let still = MotionPath.line(from: Point(x: 3, y: 4), to: Point(x: 3, y: 4))
    for f in [0, 0.5, 1, -1, 2] {
      #expect(still.point(atFraction: f) == Point(x: 3, y: 4))
    }
  }

  @Test func polylineByArcLength() throws {
    // Lengths 100 then 300 (total 400): vertex fractions 0, 0.25, 1.
    let corner = MotionPath(path: try BezierPath(svgPathData: "M0 0 L100 0 L100 300"))
    #expect(corner.point(atFraction: 0.125) == Point(x: 50, y: 0))
    #expect(corner.point(atFraction: 0.25) == Point(x: 100, y: 0))
    // (0.5 − 0.25) / 0.75 = 1/3 of 300 = 100.
    let middle = corner.point(atFraction: 0.5)
    #expect(middle.x == 100 && abs(middle.y - 100) < 1e-4)
    // Below 0: the first segment extended, −0.1 / 0.25 = −0.4 of 100.
    let before = corner.point(atFraction: -0.1)
    #expect(abs(before.x + 40) < 1e-4 && before.y == 0)
    // Above 1: the last segment extended, (1.1 − 0.25) / 0.75 = 1.13333 of 300 = 340.
    let after = corner.point(atFraction: 1.1)
    #expect(after.x == 100 && abs(after.y - 340) < 1e-3)
    #expect(corner.end == Point(x: 100, y: 300))
  }

  @Test func symmetricCubicMidpoint() throws {
    // The curve is symmetric about x = 50, so half its length is reached at t = 1/2:
    // B(1/2) = (0.375·0 + 0.375·100 + 0.125·100, 0.375·100 + 0.375·100) = (50, 75).
    let arch = MotionPath(path: try BezierPath(svgPathData: "M0 0 C0 100 100 100 100 0"))
    let middle = arch.point(atFraction: 0.5)
    #expect(abs(middle.x - 50) < 0.01 && abs(middle.y - 75) < 0.01)
    #expect(arch.start == Point(x: 0, y: 0))
    #expect(arch.end == Point(x: 100, y: 0))
    #expect(arch.svgPathData == "M0 0C0 100 100 100 100 0")
  }

  @Test func emptyPathStaysAtTheOrigin() {
    let empty = MotionPath(path: BezierPath())
    #expect(empty.point(atFraction: 0.5) == Point(x: 0, y: 0))
    #expect(empty.start == empty.end)
  }

  @Test func equality() throws {
    let a = MotionPath.line(from: Point(x: 1, y: 2), to: Point(x: 3, y: 4))
    let b = MotionPath(path: try BezierPath(svgPathData: "M1 2L3 4"))
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a != MotionPath.line(from: Point(x: 1, y: 2), to: Point(x: 3, y: 5)))
  }
}
