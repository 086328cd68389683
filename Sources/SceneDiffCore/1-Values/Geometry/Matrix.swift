import Foundation

/// A 3×3 affine/projective matrix in Android's convention.
///
/// Values are row-major `[scaleX, skewX, transX, skewY, scaleY, transY, persp0, persp1, persp2]`;
/// a point maps as `x' = scaleX·x + skewX·y + transX`, `y' = skewY·x + scaleY·y + transY`.
/// `a.concatenating(b)` is `a · b` (b applied first), like `a.preConcat(b)`.
public struct Matrix: Sendable, Hashable {
  // Stored as nine scalars rather than an array: matrices are built for every view of every
  // frame, and an array would allocate each time.
  private var m0, m1, m2, m3, m4, m5, m6, m7, m8: Double

  /// Creates a matrix from nine row-major values.
  public init(_ values: [Double]) {
    precondition(values.count == 9, "a matrix has nine values")
    (m0, m1, m2) = (values[0], values[1], values[2])
    (m3, m4, m5) = (values[3], values[4], values[5])
    (m6, m7, m8) = (values[6], values[7], values[8])
  }

  private init(
    _ m0: Double,
    _ m1: Double,
    _ m2: Double,
    _ m3: Double,
    _ m4: Double,
    _ m5: Double,
    _ m6: Double,
    _ m7: Double,
    _ m8: Double
  ) {
    (self.m0, self.m1, self.m2, self.m3, self.m4) = (m0, m1, m2, m3, m4)
    (self.m5, self.m6, self.m7, self.m8) = (m5, m6, m7, m8)
  }

  /// The nine values, row-major.
  public var values: [Double] {
    get { [m0, m1, m2, m3, m4, m5, m6, m7, m8] }
    set { self = Matrix(newValue) }
  }

  /// The horizontal translation entry (`values[2]`).
  public var translationX: Double { m2 }
  /// The vertical translation entry (`values[5]`).
  public var translationY: Double { m5 }

  /// The identity.
  public static let identity = Matrix(1, 0, 0, 0, 1, 0, 0, 0, 1)

  /// A translation.
  public static func translation(_ dx: Double, _ dy: Double) -> Matrix {
    Matrix(1, 0, dx, 0, 1, dy, 0, 0, 1)
  }

  /// A scale about the origin.
  public static func scale(_ sx: Double, _ sy: Double) -> Matrix {
    Matrix(sx, 0, 0, 0, sy, 0, 0, 0, 1)
  }

  /// A rotation about the origin by `degrees` (clockwise on a y-down screen).
  ///
  /// As Skia's `SkMatrix::setRotate`, a sine or cosine within 1/4096 of zero is snapped to
  /// zero, so quarter turns are exact.
  public static func rotation(degrees: Double) -> Matrix {
    let radians = degrees * Double.pi / 180
    let snap = { (v: Double) in abs(v) <= 1.0 / 4096 ? 0 : v }
    let c = snap(cos(radians))
    let s = snap(sin(radians))
    return Matrix(c, -s, 0, s, c, 0, 0, 0, 1)
  }

  /// `self · other`: `other` is applied first.
  public func concatenating(_ o: Matrix) -> Matrix {
    Matrix(
      m0 * o.m0 + m1 * o.m3 + m2 * o.m6,
      m0 * o.m1 + m1 * o.m4 + m2 * o.m7,
      m0 * o.m2 + m1 * o.m5 + m2 * o.m8,
      m3 * o.m0 + m4 * o.m3 + m5 * o.m6,
      m3 * o.m1 + m4 * o.m4 + m5 * o.m7,
      m3 * o.m2 + m4 * o.m5 + m5 * o.m8,
      m6 * o.m0 + m7 * o.m3 + m8 * o.m6,
      m6 * o.m1 + m7 * o.m4 + m8 * o.m7,
      m6 * o.m2 + m7 * o.m5 + m8 * o.m8
    )
  }

  /// `self · other` as ``concatenating(_:)`` gives it, bit for bit, in a few operations when
  /// both are exact translations (``isExactTranslation``) by finite amounts.
  ///
  /// Then the nine sums of products reduce, term by term, to `1`, `+0` and the two translations:
  /// `1·1 + 0·0 + a·0` is `1` and `1·0 + 0·1 + a·0` is `+0` for a finite `a`, and the
  /// translations keep their exact terms, `(1·x + 0·y) + a·1 = (x + 0·y) + a` (`0·y` kept: with
  /// `x = -0` it decides the sign of a zero).
  @inline(__always)
  package func concatenatingTranslations(_ o: Matrix) -> Matrix {
    // ``isExactTranslation`` of both, spelled out so that it is compiled in place.
    let one = (1.0).bitPattern
    let exact =
      m0.bitPattern == one && m4.bitPattern == one && m8.bitPattern == one
      && (m1.bitPattern | m3.bitPattern | m6.bitPattern | m7.bitPattern) == 0
      && o.m0.bitPattern == one && o.m4.bitPattern == one && o.m8.bitPattern == one
      && (o.m1.bitPattern | o.m3.bitPattern | o.m6.bitPattern | o.m7.bitPattern) == 0
    guard exact, m2.isFinite, m5.isFinite, o.m2.isFinite, o.m5.isFinite
    else { return concatenating(o) }
    return .translation((o.m2 + 0 * o.m5) + m2, (0 * o.m2 + o.m5) + m5)
  }

  /// Maps a point (with perspective division when the bottom row is not `0 0 1`).
  public func map(_ p: Point) -> Point {
    let x = m0 * p.x + m1 * p.y + m2
    let y = m3 * p.x + m4 * p.y + m5
    let w = m6 * p.x + m7 * p.y + m8
    return w == 1 || w == 0 ? Point(x: x, y: y) : Point(x: x / w, y: y / w)
  }

  /// Whether this is exactly the identity.
  public var isIdentity: Bool { self == Matrix.identity }

  /// Whether this only translates.
  public var isTranslationOnly: Bool {
    m0 == 1 && m1 == 0 && m3 == 0 && m4 == 1 && m6 == 0 && m7 == 0 && m8 == 1
  }

  /// The two translation entries when this is an exact translation (``isExactTranslation``)
  /// by finite amounts, else `nil`: compiled in place, for the products of such translations
  /// a frame computes per view (``concatenatingTranslations(_:)``).
  @inline(__always)
  package var finiteTranslation: (x: Double, y: Double)? {
    let one = (1.0).bitPattern
    guard
      m0.bitPattern == one && m4.bitPattern == one && m8.bitPattern == one
        && (m1.bitPattern | m3.bitPattern | m6.bitPattern | m7.bitPattern) == 0,
      m2.isFinite, m5.isFinite
    else { return nil }
    return (m2, m5)
  }

  /// Whether this is `Matrix.translation(translationX, translationY)` bit for bit (its zeros
  /// positive), so that the two numbers are enough to rebuild it exactly.
  package var isExactTranslation: Bool {
    let one = (1.0).bitPattern
    return m0.bitPattern == one && m4.bitPattern == one && m8.bitPattern == one
      && m1.bitPattern == 0 && m3.bitPattern == 0 && m6.bitPattern == 0 && m7.bitPattern == 0
  }
}

extension ViewTransform {
  /// Android's view matrix `M_view` for a view of the given size (reference §1.2, 2-D case):
  /// `T(tx + px, ty + py) · R(rotation) · S(sx, sy) · T(−px, −py)`.
  ///
  /// `rotationX`/`rotationY` (3-D camera rotations) are not part of this matrix.
  public func matrix(width: Double, height: Double) -> Matrix {
    if isTranslationOnly {
      return .translation(translationX, translationY)
    }
    let px = pivotX ?? width / 2
    let py = pivotY ?? height / 2
    return Matrix.translation(translationX + px, translationY + py)
      .concatenating(.rotation(degrees: rotation))
      .concatenating(.scale(scaleX, scaleY))
      .concatenating(.translation(-px, -py))
  }
}
