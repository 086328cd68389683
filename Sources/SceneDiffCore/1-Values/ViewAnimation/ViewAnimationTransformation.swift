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
  /// (`self · other`, so `other` applies to a point first), alphas multiply, and clips add edge
  /// by edge (`left + left`, `top + top`, …; one clip alone is kept), as AOSP
  /// `Transformation.compose` adds them: this is how the window animations' `ClipRectLRAnimation`
  /// and `ClipRectTBAnimation` (each leaving the other pair of edges at 0) make one clip.
  public func composing(_ other: ViewAnimationTransformation) -> ViewAnimationTransformation {
    ViewAnimationTransformation(
      matrix: matrix.concatenating(other.matrix),
      alpha: alpha * other.alpha,
      clip: Self.adding(clip, other.clip)
    )
  }

  /// Two clips added edge by edge, or the one that is set.
  private static func adding(_ a: Rect?, _ b: Rect?) -> Rect? {
    guard let a, let b else { return a ?? b }
    return Rect(
      left: a.left + b.left,
      top: a.top + b.top,
      right: a.right + b.right,
      bottom: a.bottom + b.bottom
    )
  }
}
