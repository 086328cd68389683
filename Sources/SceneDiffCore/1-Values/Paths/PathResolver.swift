/// Android's `PathResolver`: turns parsed commands into `SkPath` calls.
///
/// Keeps the resolver's own current point and control point (`Float`), which relative `H`/`V`,
/// the reflections of `S`/`T` and arcs use, separately from the path's last point, which
/// Skia's relative calls use — exactly as Android does (they differ only after an arc that
/// added nothing).
struct PathResolver {
  /// The path being built.
  var path = BezierPath()
  /// The resolver's current point.
  var currentX: Float = 0
  /// The resolver's current point.
  var currentY: Float = 0
  /// The last control point, for `S`/`T` reflection.
  var ctrlPointX: Float = 0
  /// The last control point, for `S`/`T` reflection.
  var ctrlPointY: Float = 0
  /// The start of the current contour.
  var currentSegmentStartX: Float = 0
  /// The start of the current contour.
  var currentSegmentStartY: Float = 0

  /// Adds one command letter with all its numbers (`PathResolver::addCommand`).
  mutating func add(_ command: UInt8, previous: UInt8, numbers p: [Float]) {
    var previousCommand = previous
    if command | 0x20 == UInt8(ascii: "z") {
      path.close()
      // The path is closed; move the pen to the closed position.
      currentX = currentSegmentStartX
      currentY = currentSegmentStartY
      ctrlPointX = currentSegmentStartX
      ctrlPointY = currentSegmentStartY
      path.moveTo(currentX, currentY)
      return
    }
    guard let size = PathDataScanner.groupSize(command), size > 0 else { return }
    var k = 0
    while k < p.count {
      addGroup(command, previous: previousCommand, p, k)
      previousCommand = command
      k += size
    }
  }

  /// Whether a command letter is `C`, `c`, `S` or `s`.
  private static func isCubic(_ command: UInt8) -> Bool {
    command | 0x20 == UInt8(ascii: "c") || command | 0x20 == UInt8(ascii: "s")
  }

  /// Whether a command letter is `Q`, `q`, `T` or `t`.
  private static func isQuad(_ command: UInt8) -> Bool {
    command | 0x20 == UInt8(ascii: "q") || command | 0x20 == UInt8(ascii: "t")
  }

  /// Adds one argument group `p[k...]` of a command, by the command's kind.
  private mutating func addGroup(_ command: UInt8, previous: UInt8, _ p: [Float], _ k: Int) {
    switch command | 0x20 {
    case UInt8(ascii: "m"): addMove(command, p, k)
    case UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"): addLine(command, p, k)
    case UInt8(ascii: "c"), UInt8(ascii: "s"): addCubic(command, previous: previous, p, k)
    case UInt8(ascii: "q"), UInt8(ascii: "t"): addQuad(command, previous: previous, p, k)
    case UInt8(ascii: "a"): addEllipticalArc(command, p, k)
    default: break
    }
  }

  /// `m`/`M`: the first pair moves and starts a contour; further pairs are line-tos.
  private mutating func addMove(_ command: UInt8, _ p: [Float], _ k: Int) {
    switch command {
    case UInt8(ascii: "m"):
      currentX += p[k]
      currentY += p[k + 1]
      if k > 0 {
        // Further pairs after a moveto are implicit linetos.
        path.rLineTo(p[k], p[k + 1])
      } else {
        path.rMoveTo(p[k], p[k + 1])
        currentSegmentStartX = currentX
        currentSegmentStartY = currentY
      }
    case UInt8(ascii: "M"):
      currentX = p[k]
      currentY = p[k + 1]
      if k > 0 {
        path.lineTo(p[k], p[k + 1])
      } else {
        path.moveTo(p[k], p[k + 1])
        currentSegmentStartX = currentX
        currentSegmentStartY = currentY
      }
    default:
      break
    }
  }

  /// `l`/`L`, `h`/`H` and `v`/`V`: straight lines.
  private mutating func addLine(_ command: UInt8, _ p: [Float], _ k: Int) {
    switch command {
    case UInt8(ascii: "l"):
      path.rLineTo(p[k], p[k + 1])
      currentX += p[k]
      currentY += p[k + 1]
    case UInt8(ascii: "L"):
      path.lineTo(p[k], p[k + 1])
      currentX = p[k]
      currentY = p[k + 1]
    case UInt8(ascii: "h"):
      path.rLineTo(p[k], 0)
      currentX += p[k]
    case UInt8(ascii: "H"):
      path.lineTo(p[k], currentY)
      currentX = p[k]
    case UInt8(ascii: "v"):
      path.rLineTo(0, p[k])
      currentY += p[k]
    case UInt8(ascii: "V"):
      path.lineTo(currentX, p[k])
      currentY = p[k]
    default:
      break
    }
  }

  /// `c`/`C` and `s`/`S`: cubic Béziers; `S` reflects the last control point only after
  /// `C`/`S`.
  private mutating func addCubic(_ command: UInt8, previous: UInt8, _ p: [Float], _ k: Int) {
    switch command {
    case UInt8(ascii: "c"):
      path.rCubicTo(p[k], p[k + 1], p[k + 2], p[k + 3], p[k + 4], p[k + 5])
      ctrlPointX = currentX + p[k + 2]
      ctrlPointY = currentY + p[k + 3]
      currentX += p[k + 4]
      currentY += p[k + 5]
    case UInt8(ascii: "C"):
      path.cubicTo(p[k], p[k + 1], p[k + 2], p[k + 3], p[k + 4], p[k + 5])
      currentX = p[k + 4]
      currentY = p[k + 5]
      ctrlPointX = p[k + 2]
      ctrlPointY = p[k + 3]
    case UInt8(ascii: "s"):
      var reflectiveX: Float = 0
      var reflectiveY: Float = 0
      if PathResolver.isCubic(previous) {
        reflectiveX = currentX - ctrlPointX
        reflectiveY = currentY - ctrlPointY
      }
      path.rCubicTo(reflectiveX, reflectiveY, p[k], p[k + 1], p[k + 2], p[k + 3])
      ctrlPointX = currentX + p[k]
      ctrlPointY = currentY + p[k + 1]
      currentX += p[k + 2]
      currentY += p[k + 3]
    case UInt8(ascii: "S"):
      var reflectiveX = currentX
      var reflectiveY = currentY
      if PathResolver.isCubic(previous) {
        reflectiveX = 2 * currentX - ctrlPointX
        reflectiveY = 2 * currentY - ctrlPointY
      }
      path.cubicTo(reflectiveX, reflectiveY, p[k], p[k + 1], p[k + 2], p[k + 3])
      ctrlPointX = p[k]
      ctrlPointY = p[k + 1]
      currentX = p[k + 2]
      currentY = p[k + 3]
    default:
      break
    }
  }

  /// `q`/`Q` and `t`/`T`: quadratic Béziers; `T` reflects the last control point only after
  /// `Q`/`T`.
  private mutating func addQuad(_ command: UInt8, previous: UInt8, _ p: [Float], _ k: Int) {
    switch command {
    case UInt8(ascii: "q"):
      path.rQuadTo(p[k], p[k + 1], p[k + 2], p[k + 3])
      ctrlPointX = currentX + p[k]
      ctrlPointY = currentY + p[k + 1]
      currentX += p[k + 2]
      currentY += p[k + 3]
    case UInt8(ascii: "Q"):
      path.quadTo(p[k], p[k + 1], p[k + 2], p[k + 3])
      ctrlPointX = p[k]
      ctrlPointY = p[k + 1]
      currentX = p[k + 2]
      currentY = p[k + 3]
    case UInt8(ascii: "t"):
      var reflectiveX: Float = 0
      var reflectiveY: Float = 0
      if PathResolver.isQuad(previous) {
        reflectiveX = currentX - ctrlPointX
        reflectiveY = currentY - ctrlPointY
      }
      path.rQuadTo(reflectiveX, reflectiveY, p[k], p[k + 1])
      ctrlPointX = currentX + reflectiveX
      ctrlPointY = currentY + reflectiveY
      currentX += p[k]
      currentY += p[k + 1]
    case UInt8(ascii: "T"):
      var reflectiveX = currentX
      var reflectiveY = currentY
      if PathResolver.isQuad(previous) {
        reflectiveX = 2 * currentX - ctrlPointX
        reflectiveY = 2 * currentY - ctrlPointY
      }
      path.quadTo(reflectiveX, reflectiveY, p[k], p[k + 1])
      ctrlPointX = reflectiveX
      ctrlPointY = reflectiveY
      currentX = p[k]
      currentY = p[k + 1]
    default:
      break
    }
  }

  /// `a`/`A`: an elliptical arc, as cubics by
  /// ``BezierPath/addArc(from:_:to:_:radii:_:rotation:largeArc:sweep:)``; the control point
  /// follows the current point.
  private mutating func addEllipticalArc(_ command: UInt8, _ p: [Float], _ k: Int) {
    switch command {
    case UInt8(ascii: "a"):
      path.addArc(
        from: currentX,
        currentY,
        to: p[k + 5] + currentX,
        p[k + 6] + currentY,
        radii: p[k],
        p[k + 1],
        rotation: p[k + 2],
        largeArc: p[k + 3] != 0,
        sweep: p[k + 4] != 0
      )
      currentX += p[k + 5]
      currentY += p[k + 6]
      ctrlPointX = currentX
      ctrlPointY = currentY
    case UInt8(ascii: "A"):
      path.addArc(
        from: currentX,
        currentY,
        to: p[k + 5],
        p[k + 6],
        radii: p[k],
        p[k + 1],
        rotation: p[k + 2],
        largeArc: p[k + 3] != 0,
        sweep: p[k + 4] != 0
      )
      currentX = p[k + 5]
      currentY = p[k + 6]
      ctrlPointX = currentX
      ctrlPointY = currentY
    default:
      break
    }
  }
}
