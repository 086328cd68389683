extension SceneGeometry {
  /// What the children of a view compose with in scene-root coordinates (the view's matrix,
  /// then its scroll), as ``SceneGeometry/firstOutOfRange(in:)`` composes it, in document order.
  ///
  /// Most views are only translated, so while every matrix so far is a translation the base is
  /// kept as that translation's two numbers: composing translations multiplies only by the 0
  /// and 1 entries, which is exact, so adding the numbers gives the matrix entries bit for bit,
  /// except perhaps the sign of a zero. No check can see that sign: with finite entries (which
  /// every view found in range has), a zero's sign changes no sum or product but the sign of a
  /// zero, and corners are compared by magnitude. A rotation or scale switches to the matrix.
  package struct RootBase: Sendable {
    /// The horizontal translation, while ``matrix`` is `nil`.
    var translationX = 0.0
    /// The vertical translation, while ``matrix`` is `nil`.
    var translationY = 0.0
    /// The matrix, once some view on the way from the root rotates or scales.
    var matrix: Matrix?

    /// The scene root's base: no translation (what views directly in the scene compose with).
    package init() {}

    /// A base that is exactly a translation.
    init(translationX: Double, translationY: Double) {
      self.translationX = translationX
      self.translationY = translationY
    }

    /// A base that is a general matrix.
    init(matrix: Matrix) {
      self.matrix = matrix
    }
  }
}
