import Testing

@testable import SceneDiffCore

@Suite struct MotionPathLineVerticesTests {
  /// The vertices as (fraction, x, y) triples.
  private func vertices(_ path: MotionPath) -> [[Float]] {
    path.vertices.map { [$0.fraction, $0.x, $0.y] }
  }

  @Test func aLineHasItsTwoEndsAtFractionsZeroAndOne() {
    // Length √(3² + 4²) = 5: fractions 0 / 5 = 0 and 5 / 5 = 1.
    let line = MotionPath.line(from: Point(x: 1, y: 2), to: Point(x: 4, y: 6))
    #expect(vertices(line) == [[0, 1, 2], [1, 4, 6]])
  }

  @Test func aLineOfNoLengthRepeatsItsPointAtOne() {
    // Flattening adds no line end equal to the start; a polyline of length 0 gets its last
    // point again at length 1: fractions 0 / 1 and 1 / 1.
    let still = MotionPath.line(from: Point(x: 3, y: 4), to: Point(x: 3, y: 4))
    #expect(vertices(still) == [[0, 3, 4], [1, 3, 4]])
  }

  @Test func aLineTooShortToMeasureKeepsBothEnds() {
    // The ends differ, but 1e-30² underflows to 0 in Float: lengths 0 and 0, then the end
    // again at 1, so the total is 1 and the fractions are 0, 0 and 1.
    let tiny = Float(1e-30)
    let line = MotionPath.line(from: Point(x: 0, y: 0), to: Point(x: Double(tiny), y: 0))
    #expect(vertices(line) == [[0, 0, 0], [0, tiny, 0], [1, tiny, 0]])
  }

  @Test func aLineFlattensAsItsPathDoes() {
    // The same points through the general flattening, for lines of every kind above.
    let ends: [(Point, Point)] = [
      (Point(x: 1, y: 2), Point(x: 4, y: 6)), (Point(x: 3, y: 4), Point(x: 3, y: 4)),
      (Point(x: 0, y: 0), Point(x: 1e-30, y: 0)),
      (Point(x: 0.1, y: 20.7), Point(x: 100.3, y: -50.9)),
    ]
    for (from, to) in ends {
      let line = MotionPath.line(from: from, to: to)
      #expect(vertices(line) == vertices(MotionPath(path: line.path)))
    }
  }
}
