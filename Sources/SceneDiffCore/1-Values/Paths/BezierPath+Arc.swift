import Foundation

extension BezierPath {
  /// Adds an SVG elliptical arc as cubic Béziers, as Android's path parser does.
  ///
  /// A port of `drawArc` and `arcToBezier` from `libs/hwui/VectorDrawableUtils.cpp` (the same
  /// algorithm as the Java `PathParser.arcToBezier` of API 21–23 and AndroidX): the end points
  /// are mapped to the unit circle in `Double`, the centre is solved, radii too small for the
  /// chord are scaled up by `sqrt(d²) / 1.99999` (in `Float`), and the sweep is cut into
  /// `ceil(|sweep| / 45°)` segments. Each segment is added with ``cubicTo(_:_:_:_:_:_:)`` with
  /// its points narrowed to `Float`. The arc starts at the path's current point (the first
  /// cubic starts wherever the path is).
  ///
  /// Coincident end points add nothing. A zero (or non-finite) radius makes the arithmetic
  /// produce NaN, and Android then adds no segments (the NaN segment count converts to 0 on
  /// ARM); this port adds nothing as well.
  ///
  /// - Parameters:
  ///   - x0: The start, the resolver's current point.
  ///   - y0: The start, the resolver's current point.
  ///   - x1: The end point.
  ///   - y1: The end point.
  ///   - a: The horizontal radius.
  ///   - b: The vertical radius.
  ///   - theta: The x-axis rotation in degrees.
  ///   - largeArc: The large-arc flag.
  ///   - sweep: The sweep flag (positive-angle direction).
  mutating func addArc(
    from x0: Float,
    _ y0: Float,
    to x1: Float,
    _ y1: Float,
    radii a: Float,
    _ b: Float,
    rotation theta: Float,
    largeArc: Bool,
    sweep: Bool
  ) {
    drawArc(x0, y0, x1, y1, a, b, theta, largeArc, sweep, depth: 0)
  }

  /// Android's `drawArc`: solves the arc's centre and angles, then calls `arcToBezier`.
  ///
  /// The end points are mapped into the space where the ellipse is the unit circle (rotated
  /// back by `theta`, divided by the radii); there the centre is one of the two unit circles
  /// through both points. When the points are too far apart for any, the radii are scaled up
  /// and the arc drawn again.
  private mutating func drawArc(
    _ x0: Float,
    _ y0: Float,
    _ x1: Float,
    _ y1: Float,
    _ a: Float,
    _ b: Float,
    _ theta: Float,
    _ isMoreThanHalf: Bool,
    _ isPositiveArc: Bool,
    depth: Int
  ) {
    // Convert the rotation angle from degrees to radians (`theta * M_PI / 180`).
    let thetaD = Double(theta) * Double.pi / 180
    let cosTheta = cos(thetaD)
    let sinTheta = sin(thetaD)
    let (ad, bd) = (Double(a), Double(b))
    // Transform (x0, y0) and (x1, y1) into unit space by the inverse rotation, then scale.
    func unit(_ x: Float, _ y: Float) -> (x: Double, y: Double) {
      let (xd, yd) = (Double(x), Double(y))
      return ((xd * cosTheta + yd * sinTheta) / ad, (-xd * sinTheta + yd * cosTheta) / bd)
    }
    let p0 = unit(x0, y0)
    let p1 = unit(x1, y1)
    // Differences; solve for intersecting unit circles.
    let dx = p0.x - p1.x
    let dy = p0.y - p1.y
    let dsq = dx * dx + dy * dy
    guard dsq != 0.0 else { return }  // The points are coincident.
    let disc = 1.0 / dsq - 1.0 / 4.0
    if disc < 0.0 {
      // The points are too far apart: scale the radii up and retry. Android recurses without
      // a limit; the limit here only stops pathological inputs (non-finite radii).
      guard depth < 8 else { return }
      let adjust = Float(dsq.squareRoot() / 1.99999)
      drawArc(
        x0,
        y0,
        x1,
        y1,
        a * adjust,
        b * adjust,
        theta,
        isMoreThanHalf,
        isPositiveArc,
        depth: depth + 1
      )
      return
    }
    let (cx, cy) = Self.unitCenter(p0, p1, disc: disc, sameSide: isMoreThanHalf == isPositiveArc)
    let eta0 = atan2(p0.y - cy, p0.x - cx)
    let eta1 = atan2(p1.y - cy, p1.x - cx)
    let sweep = Self.sweep(from: eta0, to: eta1, positive: isPositiveArc)
    // Scale the centre back and rotate it by `theta`.
    let (sx, sy) = (cx * ad, cy * bd)
    let centerX = sx * cosTheta - sy * sinTheta
    let centerY = sx * sinTheta + sy * cosTheta
    arcToBezier(centerX, centerY, ad, bd, Double(x0), Double(y0), thetaD, eta0, sweep)
  }

  /// The centre, in unit space, of the unit circle through `p0` and `p1`: the midpoint moved
  /// by `sqrt(disc)` times the difference turned a quarter, to one side when the large-arc and
  /// sweep flags are equal (`sameSide`) and to the other when they differ.
  private static func unitCenter(
    _ p0: (x: Double, y: Double),
    _ p1: (x: Double, y: Double),
    disc: Double,
    sameSide: Bool
  ) -> (Double, Double) {
    let dx = p0.x - p1.x
    let dy = p0.y - p1.y
    let xm = (p0.x + p1.x) / 2
    let ym = (p0.y + p1.y) / 2
    let s = disc.squareRoot()
    let sdx = s * dx
    let sdy = s * dy
    return sameSide ? (xm - sdy, ym + sdx) : (xm + sdy, ym - sdx)
  }

  /// The signed sweep from angle `eta0` to `eta1`, turned by a full circle when its sign does
  /// not match the sweep flag (`positive`).
  private static func sweep(from eta0: Double, to eta1: Double, positive: Bool) -> Double {
    var sweep = eta1 - eta0
    if positive != (sweep >= 0) {
      if sweep > 0 {
        sweep -= 2 * Double.pi
      } else {
        sweep += 2 * Double.pi
      }
    }
    return sweep
  }

  /// Android's `arcToBezier`: adds the arc as cubics of at most 45° of sweep each.
  ///
  /// Equations from http://spaceroots.org/documents/ellipse/node8.html and node22.html, as
  /// Android cites them.
  ///
  /// - Parameters:
  ///   - cx: The ellipse centre.
  ///   - cy: The ellipse centre.
  ///   - a: The horizontal radius.
  ///   - b: The vertical radius.
  ///   - startX: The arc's start point.
  ///   - startY: The arc's start point.
  ///   - theta: The ellipse's rotation in radians.
  ///   - start: The start angle on the ellipse.
  ///   - sweep: The signed sweep angle.
  private mutating func arcToBezier(
    _ cx: Double,
    _ cy: Double,
    _ a: Double,
    _ b: Double,
    _ startX: Double,
    _ startY: Double,
    _ theta: Double,
    _ start: Double,
    _ sweep: Double
  ) {
    // At most 45 degrees per cubic segment. A NaN count converts to 0 on Android (ARM).
    let segmentCount = (sweep * 4 / Double.pi).magnitude.rounded(.up)
    guard segmentCount.isFinite, segmentCount >= 1 else { return }
    let numSegments = Int(segmentCount)
    var e1x = startX
    var e1y = startY
    var eta1 = start
    let cosTheta = cos(theta)
    let sinTheta = sin(theta)
    let cosEta1 = cos(eta1)
    let sinEta1 = sin(eta1)
    var ep1x = (-a * cosTheta * sinEta1) - (b * sinTheta * cosEta1)
    var ep1y = (-a * sinTheta * sinEta1) + (b * cosTheta * cosEta1)
    let anglePerSegment = sweep / Double(numSegments)
    for _ in 0..<numSegments {
      let eta2 = eta1 + anglePerSegment
      let sinEta2 = sin(eta2)
      let cosEta2 = cos(eta2)
      let e2x = cx + (a * cosTheta * cosEta2) - (b * sinTheta * sinEta2)
      let e2y = cy + (a * sinTheta * cosEta2) + (b * cosTheta * sinEta2)
      let ep2x = -a * cosTheta * sinEta2 - b * sinTheta * cosEta2
      let ep2y = -a * sinTheta * sinEta2 + b * cosTheta * cosEta2
      let tanDiff2 = tan((eta2 - eta1) / 2)
      let alpha = sin(eta2 - eta1) * ((4 + (3 * tanDiff2 * tanDiff2)).squareRoot() - 1) / 3
      let q1x = e1x + alpha * ep1x
      let q1y = e1y + alpha * ep1y
      let q2x = e2x - alpha * ep2x
      let q2y = e2y - alpha * ep2y
      cubicTo(Float(q1x), Float(q1y), Float(q2x), Float(q2y), Float(e2x), Float(e2y))
      eta1 = eta2
      e1x = e2x
      e1y = e2y
      ep1x = ep2x
      ep1y = ep2y
    }
  }
}
