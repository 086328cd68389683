import Foundation

/// A 3×3 affine/projective matrix in Android's convention.
///
/// Values are row-major `[scaleX, skewX, transX, skewY, scaleY, transY, persp0, persp1, persp2]`;
/// a point maps as `x' = scaleX·x + skewX·y + transX`, `y' = skewY·x + scaleY·y + transY`.
/// `a.concatenating(b)` is `a · b` (b applied first), like `a.preConcat(b)`.
public struct Matrix: Sendable, Hashable {
  /// The nine values, row-major.
  public var values: [Double]

  /// Creates a matrix from nine row-major values.
  public init(_ values: [Double]) {
    precondition(values.count == 9, "a matrix has nine values")
    self.values = values
  }

  /// The identity.
  public static let identity = Matrix([1, 0, 0, 0, 1, 0, 0, 0, 1])

  /// A translation.
  public static func translation(_ dx: Double, _ dy: Double) -> Matrix {
    Matrix([1, 0, dx, 0, 1, dy, 0, 0, 1])
  }

  /// A scale about the origin.
  public static func scale(_ sx: Double, _ sy: Double) -> Matrix {
    Matrix([sx, 0, 0, 0, sy, 0, 0, 0, 1])
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
    return Matrix([c, -s, 0, s, c, 0, 0, 0, 1])
  }

  /// `self · other`: `other` is applied first.
  public func concatenating(_ other: Matrix) -> Matrix {
    let a = values
    let b = other.values
    var r = [Double](repeating: 0, count: 9)
    for row in 0..<3 {
      for col in 0..<3 {
        r[row * 3 + col] =
          a[row * 3] * b[col] + a[row * 3 + 1] * b[3 + col] + a[row * 3 + 2] * b[6 + col]
      }
    }
    return Matrix(r)
  }

  /// Maps a point (with perspective division when the bottom row is not `0 0 1`).
  public func map(_ p: Point) -> Point {
    let v = values
    let x = v[0] * p.x + v[1] * p.y + v[2]
    let y = v[3] * p.x + v[4] * p.y + v[5]
    let w = v[6] * p.x + v[7] * p.y + v[8]
    return w == 1 || w == 0 ? Point(x: x, y: y) : Point(x: x / w, y: y / w)
  }

  /// Whether this is exactly the identity.
  public var isIdentity: Bool { values == Matrix.identity.values }

  /// Whether this only translates.
  public var isTranslationOnly: Bool {
    values[0] == 1 && values[1] == 0 && values[3] == 0 && values[4] == 1 && values[6] == 0
      && values[7] == 0 && values[8] == 1
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
