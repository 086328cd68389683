import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

/// Builds a path with the builder methods.
private func path(_ build: (inout BezierPath) -> Void) -> BezierPath {
  var path = BezierPath()
  build(&path)
  return path
}

/// The end point of the command at `index`, or `nil` for a close.
private func endPoint(_ path: BezierPath, _ index: Int) -> SIMD2<Float>? {
  switch path.commands[index] {
  case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): p
  case .close: nil
  }
}

/// Whether two points are within `tolerance` of each other in both coordinates.
private func near(_ a: SIMD2<Float>?, _ b: SIMD2<Float>, _ tolerance: Float) -> Bool {
  guard let a else { return false }
  return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

@Suite struct PathDataTests {
  @Test func moveAndLine() throws {
    // Pairs after M are line-tos; relative pairs add to the current point.
    #expect(
      try BezierPath(svgPathData: "M10 20 30 40")
        == path {
          $0.moveTo(10, 20)
          $0.lineTo(30, 40)
        }
    )
    #expect(
      try BezierPath(svgPathData: "m10 20 30 40")
        == path {
          $0.moveTo(10, 20)
          $0.lineTo(40, 60)  // 10 + 30, 20 + 40
        }
    )
    #expect(
      try BezierPath(svgPathData: "M10 20 L30 40 l5 5 6 6")
        == path {
          $0.moveTo(10, 20)
          $0.lineTo(30, 40)
          $0.lineTo(35, 45)
          $0.lineTo(41, 51)
        }
    )
  }

  @Test func horizontalAndVertical() throws {
    #expect(
      try BezierPath(svgPathData: "M10 20 H30 h5 V40 v-5")
        == path {
          $0.moveTo(10, 20)
          $0.lineTo(30, 20)
          $0.lineTo(35, 20)
          $0.lineTo(35, 40)
          $0.lineTo(35, 35)
        }
    )
  }

  @Test func cubics() throws {
    #expect(
      try BezierPath(svgPathData: "M0 0 C1 2 3 4 5 6 c1 1 2 2 3 3")
        == path {
          $0.moveTo(0, 0)
          $0.cubicTo(1, 2, 3, 4, 5, 6)
          $0.cubicTo(6, 7, 7, 8, 8, 9)  // (5, 6) + offsets
        }
    )
    // S after C reflects the second control point (20, 10) about (30, 10): (40, 10).
    let smooth = path {
      $0.moveTo(0, 0)
      $0.cubicTo(10, 0, 20, 10, 30, 10)
      $0.cubicTo(40, 10, 50, 20, 60, 20)
    }
    #expect(try BezierPath(svgPathData: "M0 0 C10 0 20 10 30 10 S50 20 60 20") == smooth)
    #expect(try BezierPath(svgPathData: "M0 0 c10 0 20 10 30 10 s20 10 30 10") == smooth)
    // S after a non-cubic command uses the current point as first control point.
    #expect(
      try BezierPath(svgPathData: "M0 0 L10 0 S20 10 30 10")
        == path {
          $0.moveTo(0, 0)
          $0.lineTo(10, 0)
          $0.cubicTo(10, 0, 20, 10, 30, 10)
        }
    )
  }

  @Test func quadratics() throws {
    #expect(
      try BezierPath(svgPathData: "M0 0 Q10 10 20 0 q10 -10 20 0")
        == path {
          $0.moveTo(0, 0)
          $0.quadTo(10, 10, 20, 0)
          $0.quadTo(30, -10, 40, 0)
        }
    )
    // T after Q reflects the control point (10, 10) about (20, 0): (30, −10); a second t
    // reflects (30, −10) about (40, 0): (50, 10).
    #expect(
      try BezierPath(svgPathData: "M0 0 Q10 10 20 0 T40 0")
        == path {
          $0.moveTo(0, 0)
          $0.quadTo(10, 10, 20, 0)
          $0.quadTo(30, -10, 40, 0)
        }
    )
    #expect(
      try BezierPath(svgPathData: "M0 0 q10 10 20 0 t20 0 20 0")
        == path {
          $0.moveTo(0, 0)
          $0.quadTo(10, 10, 20, 0)
          $0.quadTo(30, -10, 40, 0)
          $0.quadTo(50, 10, 60, 0)
        }
    )
    // T without a preceding quadratic uses the current point as control point.
    #expect(
      try BezierPath(svgPathData: "M0 0 T10 10")
        == path {
          $0.moveTo(0, 0)
          $0.quadTo(0, 0, 10, 10)
        }
    )
  }

  @Test func closeMovesBackToTheContourStart() throws {
    // Android's parser closes, then moves to the contour's start explicitly.
    #expect(
      try BezierPath(svgPathData: "M10 10 L20 10 L20 20 Z l5 5")
        == path {
          $0.moveTo(10, 10)
          $0.lineTo(20, 10)
          $0.lineTo(20, 20)
          $0.close()
          $0.moveTo(10, 10)
          $0.lineTo(15, 15)
        }
    )
    #expect(
      try BezierPath(svgPathData: "M10 10 L20 10 z m5 5 l1 1")
        == path {
          $0.moveTo(10, 10)
          $0.lineTo(20, 10)
          $0.close()
          $0.moveTo(10, 10)
          $0.moveTo(15, 15)
          $0.lineTo(16, 16)
        }
    )
  }

  @Test func numbers() throws {
    // 1e-3, −.5 and .5 in a row; then .5 and .5 split at the second dot.
    #expect(
      try BezierPath(svgPathData: "M1e-3-.5L.5.5")
        == path {
          $0.moveTo(0.001, -0.5)
          $0.lineTo(0.5, 0.5)
        }
    )
    #expect(
      try BezierPath(svgPathData: "M+1,+2,,3\t4\n5E1 6e+0")
        == path {
          $0.moveTo(1, 2)
          $0.lineTo(3, 4)
          $0.lineTo(50, 6)
        }
    )
    // Numbers are read straight into Float, as strtof does.
    #expect(try BezierPath(svgPathData: "M0.1 0.7").commands == [.move(to: SIMD2(0.1, 0.7))])
  }

  @Test func androidLeniency() throws {
    // A drawing command first: SkPath starts it at (0, 0).
    #expect(
      try BezierPath(svgPathData: "L1 1")
        == path {
          $0.moveTo(0, 0)
          $0.lineTo(1, 1)
        }
    )
    // A command without numbers adds nothing.
    #expect(try BezierPath(svgPathData: "M0 0 L") == path { $0.moveTo(0, 0) })
  }

  @Test func packedArcFlags() throws {
    // "011" after the rotation is large-arc 0, sweep 1, x 1.
    #expect(
      try BezierPath(svgPathData: "M0 0 a1 1 0 011 1")
        == BezierPath(svgPathData: "M0 0 a1 1 0 0 1 1 1")
    )
    #expect(
      try BezierPath(svgPathData: "M0 0 A1 1 0 1 0 1 1")
        == BezierPath(svgPathData: "M0 0 A1,1,0,10,1,1")
    )
  }

  @Test func quarterCircleArc() throws {
    // From (0, 0) to (100, 100), r = 100, small arc, positive sweep: unit-space centre
    // (0, 1) → centre (0, 100), angles −90° → 0°, two 45° cubics.
    let arc = try BezierPath(svgPathData: "M0 0 A100 100 0 0 1 100 100")
    #expect(arc.commands.count == 3)
    #expect(near(endPoint(arc, 2), SIMD2(100, 100), 1e-4))
    // The first cubic ends at −45°: (100·cos 45°, 100 − 100·sin 45°) = (70.710678, 29.289322).
    #expect(near(endPoint(arc, 1), SIMD2(70.710_678, 29.289_322), 1e-4))
    // Its first control point is start + α·tangent with α = sin(π/4)(√(4 + 3tan²(π/8)) − 1)/3
    // = 0.707107·(2.124786 − 1)/3 = 0.265118 and tangent (100, 0): (26.5118, 0).
    if case .cubic(let control1, _, _) = arc.commands[1] {
      #expect(near(control1, SIMD2(26.5118, 0), 1e-3))
    } else {
      Issue.record("expected a cubic")
    }
    // Every flattened point lies on the circle (cubic error ~4e-6·r, chords inside by ≤ 0.01).
    for point in arc.approximate(tolerance: 0.01) {
      let distance = ((point.x * point.x) + (point.y - 100) * (point.y - 100)).squareRoot()
      #expect(distance >= 99.98 && distance <= 100.001, "\(point)")
    }
  }

  @Test func relativeSemicircleArc() throws {
    // From (10, 10) by (10, 0) with r = 5: the chord is a diameter, centre (15, 10); the sweep
    // runs from 180° to 360° in four cubics, passing (15, 10 − 5) = (15, 5) halfway.
    let arc = try BezierPath(svgPathData: "M10 10 a5 5 0 0 1 10 0")
    #expect(arc.commands.count == 5)
    #expect(near(endPoint(arc, 2), SIMD2(15, 5), 1e-4))
    #expect(near(endPoint(arc, 4), SIMD2(20, 10), 1e-4))
  }

  @Test func arcRadiiTooSmallAreScaledUp() throws {
    // r = 1 cannot span 10: the radii grow by 10 / 1.99999 to ≈ 5, a near-semicircle around
    // (5, 0) that passes (5, −5) halfway.
    let arc = try BezierPath(svgPathData: "M0 0 A1 1 0 0 1 10 0")
    #expect(arc.commands.count == 5)
    #expect(near(endPoint(arc, 2), SIMD2(5, -5), 0.02))
    #expect(near(endPoint(arc, 4), SIMD2(10, 0), 1e-3))
  }

  @Test func degenerateArcsAddNothing() throws {
    // Coincident end points.
    #expect(
      try BezierPath(svgPathData: "M5 5 A10 10 0 0 1 5 5 L6 6")
        == path {
          $0.moveTo(5, 5)
          $0.lineTo(6, 6)
        }
    )
    // A zero radius gives NaN arithmetic and no segment; the parser's current point still moves
    // to (10, 0), but Skia's relative line starts from the path's last point, (0, 0).
    #expect(
      try BezierPath(svgPathData: "M0 0 A0 10 0 0 1 10 0 l5 0 H30")
        == path {
          $0.moveTo(0, 0)
          $0.lineTo(5, 0)
          $0.lineTo(30, 0)
        }
    )
  }

  @Test(arguments: [
    ("", 0, "path data is empty"),
    (" \n ", 0, "path data is empty"),
    ("0 0", 0, "path data must start with a command letter, found '0'"),
    ("M0 0 X1 1", 5, "unknown path command 'X'"),
    ("M0 0 L1", 5, "'L' needs a multiple of 2 numbers, found 1"),
    ("M0 0 C1 2 3 4 5 6 7", 5, "'C' needs a multiple of 6 numbers, found 7"),
    ("M0 0 Z 1", 5, "'Z' needs no numbers, found 1"),
    ("M0 0 L1 # 2", 8, "unexpected character '#'"),
    ("M0 0 L1 é", 8, "unexpected character 'é'"),
    ("M0 0 e1", 5, "unexpected character 'e'"),
    ("M1e 2", 1, "invalid number '1e'"),
    ("M1e+ 2", 1, "invalid number '1e+'"),
    ("M.-1 0", 1, "invalid number '.'"),
    ("M0 0 L- 1", 6, "invalid number '-'"),
    ("M1e50 0", 1, "number out of range '1e50'"),
  ])
  func malformed(data: String, offset: Int, message: String) {
    #expect(throws: PathDataError(offset: offset, message: message)) {
      try BezierPath(svgPathData: data)
    }
  }

  @Test func canonicalPathData() throws {
    #expect(try BezierPath(svgPathData: "M 0,0 L 100,200").svgPathData == "M0 0L100 200")
    let mixed = try BezierPath(svgPathData: "m.25-.5 q1 2 3 4 C1 2 3 4 5 6 z l1 0")
    // Relative q from (0.25, −0.5): control (1.25, 1.5), end (3.25, 3.5); the move implied by
    // z is not printed; l after z starts at the contour start: (1.25, −0.5).
    #expect(
      mixed.svgPathData == "M0.25 -0.5Q1.25 1.5 3.25 3.5C1 2 3 4 5 6ZL1.25 -0.5"
    )
    // Floats print by their shortest decimal.
    #expect(try BezierPath(svgPathData: "M0.15 0.7").svgPathData == "M0.15 0.7")
    #expect(try BezierPath(svgPathData: mixed.svgPathData) == mixed)
  }

  /// Whole coordinates below 2²⁴ are written as integers without going through the shortest
  /// `Float` decimal; at 2²⁴ and beyond, and for fractions, the decimal path prints them.
  @Test func wholeCoordinatesAtTheFloatLimit() throws {
    // 2²⁴ − 1 = 16,777,215 is the largest odd Float; −0 prints as 0 (design §8).
    #expect(
      try BezierPath(svgPathData: "M16777215 -16777215L-0 0").svgPathData
        == "M16777215 -16777215L0 0"
    )
    // 2²⁴ = 16,777,216 prints "1.6777216e+07" as a Float, 16777216 by the JSON number rule;
    // 16,777,217 is not a Float: it rounds to even, 16,777,216.
    #expect(
      try BezierPath(svgPathData: "M16777216 0L16777217 0").svgPathData
        == "M16777216 0L16777216 0"
    )
    // 1e-7 as a Float is 1.00000001168e-7: its shortest decimal is 1e-07.
    #expect(try BezierPath(svgPathData: "M0.1 1e-7").svgPathData == "M0.1 1e-07")
  }
}
