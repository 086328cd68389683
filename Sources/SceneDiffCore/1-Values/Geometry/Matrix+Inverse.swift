extension Matrix {
  /// The inverse, or `nil` when the matrix cannot be inverted (`Matrix.invert` returning false).
  ///
  /// As Skia's `SkMatrix::invert`, a determinant within `(1/4096)³` of zero counts as singular.
  /// The inverse is the adjugate divided by the determinant; for an affine matrix (bottom row
  /// `0 0 1`) the bottom row of the result is exactly `0 0 1`.
  func inverted() -> Matrix? {
    let m = values
    let (a, b, c, d, e, f, g, h, i) = (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
    let cofactor0 = e * i - f * h
    let cofactor1 = f * g - d * i
    let cofactor2 = d * h - e * g
    let det = a * cofactor0 + b * cofactor1 + c * cofactor2
    let nearlyZero = 1.0 / 4096
    guard det.isFinite, abs(det) > nearlyZero * nearlyZero * nearlyZero else { return nil }
    let adjugate = [
      cofactor0, c * h - b * i, b * f - c * e,
      cofactor1, a * i - c * g, c * d - a * f,
      cofactor2, b * g - a * h, a * e - b * d,
    ]
    return Matrix(adjugate.map { $0 / det })
  }
}
