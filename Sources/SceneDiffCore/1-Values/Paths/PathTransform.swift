import Foundation

/// An affine transform in 32-bit floats, built and applied as Skia's `SkMatrix` does.
///
/// Android's `Path.transform` and the matrices PatternPathMotion builds (`setTranslate`,
/// `setScale`, `postScale`, `postRotate`, `postTranslate`) work in `Float`; this reproduces their
/// arithmetic so transformed paths carry the same points:
///
/// - concatenation computes each entry as `Float(Double(a)·b + Double(c)·d)` and then adds the
///   translation in `Float` (Skia's `muladdmul`);
/// - a rotation's sine and cosine are `Float` `sin`/`cos` of `degrees · (π/180)` (all `Float`),
///   snapped to zero within 1/4096 (`SkScalarSinSnapToZero`), so quarter turns are exact;
/// - a point maps as `(x·scaleX + y·skewX) + transX` in `Float`.
///
/// Values follow Android's row-major convention (``Matrix``): `x' = scaleX·x + skewX·y + transX`,
/// `y' = skewY·x + scaleY·y + transY`.
struct PathTransform: Sendable, Hashable {
  /// `scaleX`.
  var scaleX: Float
  /// `skewX`.
  var skewX: Float
  /// `transX`.
  var transX: Float
  /// `skewY`.
  var skewY: Float
  /// `scaleY`.
  var scaleY: Float
  /// `transY`.
  var transY: Float

  /// The identity.
  static let identity = PathTransform(
    scaleX: 1,
    skewX: 0,
    transX: 0,
    skewY: 0,
    scaleY: 1,
    transY: 0
  )

  /// A translation (`setTranslate`).
  static func translation(_ dx: Float, _ dy: Float) -> PathTransform {
    PathTransform(scaleX: 1, skewX: 0, transX: dx, skewY: 0, scaleY: 1, transY: dy)
  }

  /// A scale about the origin (`setScale`).
  static func scale(_ sx: Float, _ sy: Float) -> PathTransform {
    PathTransform(scaleX: sx, skewX: 0, transX: 0, skewY: 0, scaleY: sy, transY: 0)
  }

  /// A rotation about the origin by `degrees`, clockwise on a y-down screen (`setRotate`).
  static func rotation(degrees: Float) -> PathTransform {
    let radians = degrees * (Float(3.14159265) / 180)
    let snap = { (v: Float) -> Float in abs(v) <= 1 / 4096 ? 0 : v }
    let s = snap(sinf(radians))
    let c = snap(cosf(radians))
    return PathTransform(scaleX: c, skewX: -s, transX: 0, skewY: s, scaleY: c, transY: 0)
  }

  /// The transform of a ``Matrix`` narrowed to `Float` (its perspective row is ignored).
  init(_ matrix: Matrix) {
    let v = matrix.values.map { Float($0) }
    self.init(scaleX: v[0], skewX: v[1], transX: v[2], skewY: v[3], scaleY: v[4], transY: v[5])
  }

  /// Creates a transform from its six entries.
  init(scaleX: Float, skewX: Float, transX: Float, skewY: Float, scaleY: Float, transY: Float) {
    self.scaleX = scaleX
    self.skewX = skewX
    self.transX = transX
    self.skewY = skewY
    self.scaleY = scaleY
    self.transY = transY
  }

  /// `other · self`: `other` is applied after this transform (`postConcat`).
  func followed(by other: PathTransform) -> PathTransform {
    let a = other
    let b = self
    let mix = { (p: Float, q: Float, r: Float, s: Float) -> Float in
      Float(Double(p) * Double(q) + Double(r) * Double(s))
    }
    return PathTransform(
      scaleX: mix(a.scaleX, b.scaleX, a.skewX, b.skewY),
      skewX: mix(a.scaleX, b.skewX, a.skewX, b.scaleY),
      transX: mix(a.scaleX, b.transX, a.skewX, b.transY) + a.transX,
      skewY: mix(a.skewY, b.scaleX, a.scaleY, b.skewY),
      scaleY: mix(a.skewY, b.skewX, a.scaleY, b.scaleY),
      transY: mix(a.skewY, b.transX, a.scaleY, b.transY) + a.transY
    )
  }

  /// Adds a translation after this transform (`postTranslate`: the translation entries grow
  /// by `dx`, `dy` in `Float`).
  func translatedAfter(_ dx: Float, _ dy: Float) -> PathTransform {
    var result = self
    result.transX += dx
    result.transY += dy
    return result
  }

  /// Maps a point (`mapPoints`).
  func map(_ p: SIMD2<Float>) -> SIMD2<Float> {
    SIMD2(
      p.x * scaleX + p.y * skewX + transX,
      p.x * skewY + p.y * scaleY + transY
    )
  }
}
