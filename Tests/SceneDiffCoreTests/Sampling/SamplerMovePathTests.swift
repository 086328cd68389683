import Testing

@testable import SceneDiffCore

/// A bounds animator whose rectangle follows at most one straight corner path is read from its
/// short move record (``Sampler/MovePath``): the path kept there must stand for the same corner
/// motion, and give the rectangles worked out by hand.
@Suite struct SamplerMovePathTests {
  /// The start rectangle of every case: (1, 5, 22, 13).
  static let start = Rect(left: 1, top: 5, right: 22, bottom: 13)

  /// The bottom-right corner's line of a ChangeBounds that widens the view to (1, 5, 41, 10):
  /// from (22, 13) to (41, 10).
  static let bottomRight = MotionPath.line(from: Point(x: 22, y: 13), to: Point(x: 41, y: 10))

  /// The top-left corner's line of a ChangeBounds that moves it to (9, 1): from (1, 5).
  static let topLeft = MotionPath.line(from: Point(x: 1, y: 5), to: Point(x: 9, y: 1))

  /// The move path the sampler keeps for a bounds animator's `path` (whose paths are straight).
  static func kept(_ path: AnimatorPath) throws -> Sampler.MovePath {
    let corners = try #require(CornerMotion<StraightMotion>(straight: path))
    return try #require(Sampler.MovePath(corners))
  }

  /// The rectangle at progress `p` from ``start`` to `end` on a grid of density 1, moved with
  /// the corner motion `path` stands for.
  static func bounds(_ path: Sampler.MovePath, to end: Rect, at p: Double) -> Rect {
    start.bounds(to: end, motion: path.motion, at: p)
  }

  /// A bottom-right path alone is kept, and moves only that corner along its line: at
  /// progress 0.5 the corner is (22 + 19 × 0.5, 13 − 3 × 0.5) = (31.5, 11.5), rounded half
  /// up to (32, 12); at 0.25 it is (26.75, 12.25), rounded to (27, 12); the top-left corner
  /// does not move.
  @Test func aBottomRightPathIsKept() throws {
    let path = try Self.kept(.corners(topLeft: nil, bottomRight: Self.bottomRight))
    let end = Rect(left: 1, top: 5, right: 41, bottom: 10)
    #expect(Self.bounds(path, to: end, at: 0.5) == Rect(left: 1, top: 5, right: 32, bottom: 12))
    #expect(Self.bounds(path, to: end, at: 0.25) == Rect(left: 1, top: 5, right: 27, bottom: 12))
    #expect(Self.bounds(path, to: end, at: 1) == Rect(left: 1, top: 5, right: 41, bottom: 10))
    guard case .bottomRight = path else {
      Issue.record("expected the bottom-right corner's path")
      return
    }
  }

  /// A top-left path alone moves only that corner: from (1, 5) to (9, 1) at progress 0.5 is
  /// (5, 3); the bottom-right corner, unchanged at (22, 13), stays.
  @Test func aTopLeftPathIsKept() throws {
    let path = try Self.kept(.corners(topLeft: Self.topLeft, bottomRight: nil))
    let end = Rect(left: 9, top: 1, right: 22, bottom: 13)
    #expect(Self.bounds(path, to: end, at: 0.5) == Rect(left: 5, top: 3, right: 22, bottom: 13))
  }

  /// Both corners with paths are kept too: at progress 0.5 the top-left corner is (5, 3) and
  /// the bottom-right one (31.5, 11.5), rounded half up to (32, 12).
  @Test func twoPathsAreKept() throws {
    let path = try Self.kept(.corners(topLeft: Self.topLeft, bottomRight: Self.bottomRight))
    let end = Rect(left: 9, top: 1, right: 41, bottom: 10)
    #expect(Self.bounds(path, to: end, at: 0.5) == Rect(left: 5, top: 3, right: 32, bottom: 12))
  }

  /// A move takes the rectangle, at its start size, with its top-left corner along the line:
  /// at progress 0.5 that corner is (5, 3) and the size stays 21 × 8.
  @Test func aMoveIsKept() throws {
    let path = try Self.kept(.move(Self.topLeft))
    let end = Rect(left: 9, top: 1, right: 30, bottom: 9)
    #expect(Self.bounds(path, to: end, at: 0.5) == Rect(left: 5, top: 3, right: 26, bottom: 11))
  }

  /// Without a path each corner moves on its straight line; corners given with neither path
  /// (which ``AnimatedValue/bounds(_:_:fraction:motion:progress:grid:)`` does not treat as
  /// straight) are not kept.
  @Test func straightAndNoCornerPaths() {
    guard case .straight? = Sampler.MovePath(.straight) else {
      Issue.record("expected a straight motion")
      return
    }
    #expect(Sampler.MovePath(.corners(topLeft: nil, bottomRight: nil)) == nil)
  }
}

extension Rect {
  /// This rectangle moved toward `end` at progress `p` with `motion`, on a grid of density 1
  /// (``AnimatedValue/bounds(_:_:fraction:motion:progress:grid:)``).
  fileprivate func bounds(to end: Rect, motion: CornerMotion<StraightMotion>, at p: Double) -> Rect
  {
    AnimatedValue.bounds(
      self,
      end,
      fraction: Float(p),
      motion: motion,
      progress: p,
      grid: PixelGrid()
    )
  }
}
