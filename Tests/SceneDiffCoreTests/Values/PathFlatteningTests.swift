import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

/// The flattened points as comparable triples.
private func triples(_ path: BezierPath, _ tolerance: Float = 0.5) -> [[Float]] {
  path.approximate(tolerance: tolerance).map { [$0.fraction, $0.x, $0.y] }
}

@Suite struct PathFlatteningTests {
  @Test func builderFollowsSkPath() {
    var path = BezierPath()
    path.close()  // nothing to close
    #expect(path.isEmpty)
    path.lineTo(3, 4)  // injects moveTo(0, 0)
    path.close()
    path.close()  // no second close
    path.rLineTo(1, 1)  // injects a move to the contour start, then (0 + 1, 0 + 1)
    #expect(
      path.commands == [
        .move(to: SIMD2(0, 0)), .line(to: SIMD2(3, 4)), .close, .move(to: SIMD2(0, 0)),
        .line(to: SIMD2(1, 1)),
      ]
    )
  }

  @Test func lines() throws {
    #expect(triples(try BezierPath(svgPathData: "M10 20 L40 60")) == [[0, 10, 20], [1, 40, 60]])
    // A line to the same point is dropped; a repeated move is kept at the same length.
    #expect(triples(try BezierPath(svgPathData: "M0 0 L0 0 L10 0")) == [[0, 0, 0], [1, 10, 0]])
    #expect(
      triples(try BezierPath(svgPathData: "M0 0 M0 0 L10 0")) == [
        [0, 0, 0], [0, 0, 0], [1, 10, 0],
      ]
    )
  }

  @Test func degeneratePaths() throws {
    // Empty: the origin; a lone move: its point; both repeated at fraction 1.
    #expect(triples(BezierPath()) == [[0, 0, 0], [1, 0, 0]])
    #expect(triples(try BezierPath(svgPathData: "M5 5")) == [[0, 5, 5], [1, 5, 5]])
  }

  @Test func closeAddsTheLineBack() throws {
    // Lengths 0, 10, 20, 20 + √200 = 34.142136; Z's implied move repeats (0, 0) at the end.
    let points = try BezierPath(svgPathData: "M0 0 L10 0 L10 10 Z").approximate(tolerance: 0.5)
    #expect(points.count == 5)
    let total: Float = 20 + Float(200).squareRoot()
    let expected: [(Float, Float, Float)] = [
      (0, 0, 0), (10 / total, 10, 0), (20 / total, 10, 10), (1, 0, 0), (1, 0, 0),
    ]
    for (point, want) in zip(points, expected) {
      #expect(abs(point.fraction - want.0) < 1e-6)
      #expect(point.x == want.1 && point.y == want.2)
    }
    // 10 / 34.142136 = 0.292893
    #expect(abs(points[1].fraction - 0.292_893) < 1e-6)
  }

  @Test func quadraticIsSubdividedByParameter() throws {
    // B(1/2) of (0,0) (50,100) (100,0) is (50, 50); it is far from the chord midpoint (50, 0),
    // so t = 1/2 becomes a vertex.
    let points = try BezierPath(svgPathData: "M0 0 Q50 100 100 0").approximate(tolerance: 0.5)
    #expect(points.contains { $0.x == 50 && $0.y == 50 })
    #expect(points.first?.x == 0 && points.last?.x == 100)
    // The curve bends by 50 at its middle, far beyond 0.5: more points than the ends and t = 1/2.
    #expect(points.count > 3)
  }

  @Test func cubicDoubleCheckCatchesSShapes() throws {
    // P = (0,0) (0,10) (10,−10) (10,0): B(1/2) = 0.375·(0,10) + 0.375·(10,−10) + 0.125·(10,0)
    // = (5, 0), exactly the chord midpoint, so the plain test would accept the chord. The
    // double check compares B(1/4) with the midpoint of B(0) and B(1/2), (2.5, 0):
    // B(1/4) = 0.421875·(0,10) + 0.140625·(10,−10) + 0.015625·(10,0) = (1.5625, 2.8125),
    // off by more than 0.5, so the span is split at 1/2 and then 1/4.
    let points = try BezierPath(svgPathData: "M0 0 C0 10 10 -10 10 0").approximate(tolerance: 0.5)
    #expect(points.count > 3)
    #expect(points.contains { $0.x == 5 && $0.y == 0 })
    #expect(points.contains { abs($0.x - 1.5625) < 1e-6 && abs($0.y - 2.8125) < 1e-6 })
    // A quadratic never double-checks: (0,0) (5,0) (10,0) is straight, two points.
    #expect(try BezierPath(svgPathData: "M0 0 Q5 0 10 0").approximate(tolerance: 0.5).count == 2)
  }

  @Test func hugeCurvesStopAtTheSplitBudget() throws {
    // Found by fuzz-path-data (a slow unit, 1.2 s): a cubic through (5.17707851e27, 0.3796285)
    // with Android's motion tolerance 0.5 would be split until Float parameters run out.
    // Splits stop after 65,536 in all, so the polyline has at most one point per split plus
    // the ends of its segments (3 cubics, a line and a close: fewer than 16 more).
    let text = try String(
      contentsOfFile: TestPaths.fuzzReproducer("fuzz-path-data", "huge-cubic"),
      encoding: .utf8
    )
    let points = try BezierPath(svgPathData: text).approximate(tolerance: 0.5)
    #expect(points.count <= 65_536 + 16)
    #expect(points.last?.fraction == 1)
    #expect(points.allSatisfy { $0.fraction.isFinite && $0.x.isFinite && $0.y.isFinite })
    // A real motion curve is far below the budget: the S-shape above still has a few points.
    let small = try BezierPath(svgPathData: "M0 0 C0 10 10 -10 10 0").approximate(tolerance: 0.5)
    #expect(small.count < 64)
  }
}
