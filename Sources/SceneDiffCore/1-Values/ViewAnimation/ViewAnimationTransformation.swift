/// What a view animation applies to a view at one instant: Android's `Transformation`.
///
/// The matrix is in the view's local coordinates and is drawn after the view's own properties
/// (`T(left, top) · matrix · V_props`); the alpha multiplies the view's; the clip, when set,
/// clips the view in its local coordinates.
public struct ViewAnimationTransformation: Sendable, Hashable {
  /// The matrix, view-local.
  public var matrix: Matrix
  /// The alpha multiplier.
  public var alpha: Double
  /// The clip rectangle, view-local, when a `cliprect` animation sets one.
  public var clip: Rect?

  /// Creates a transformation; the default is the identity (no change).
  public init(matrix: Matrix = .identity, alpha: Double = 1, clip: Rect? = nil) {
    self.matrix = matrix
    self.alpha = alpha
    self.clip = clip
  }

  /// Composes `other` as `Transformation.compose` does: the matrix is pre-concatenated
  /// (`self · other`, so `other` applies to a point first), alphas multiply, and `other`'s clip
  /// replaces this one's.
  public func composing(_ other: ViewAnimationTransformation) -> ViewAnimationTransformation {
    ViewAnimationTransformation(
      matrix: matrix.concatenating(other.matrix),
      alpha: alpha * other.alpha,
      clip: other.clip ?? clip
    )
  }
}
