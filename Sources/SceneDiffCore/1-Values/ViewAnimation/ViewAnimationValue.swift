/// A position-like value of a `res/anim` view animation (`fromXDelta`, `pivotX`, a clip edge),
/// as Android's `Animation.Description` holds it.
///
/// Written as a plain number it is absolute (pixels, or the scene's units); `25%` is relative to
/// the animated view's size and `25%p` to its parent's (the fragment container in a screen
/// change). Resolution happens once, when the animation starts
/// (`platform-transitions.md` §1.3).
public enum ViewAnimationValue: Sendable, Hashable {
  /// An absolute value.
  case absolute(Double)
  /// A fraction of the animated view's width (X) or height (Y): `25%` is 0.25.
  case relativeToSelf(Double)
  /// A fraction of the parent's width (X) or height (Y): `25%p` is 0.25.
  case relativeToParent(Double)

  /// The value resolved against a size, as Android's `resolveSize` does it in `float`.
  ///
  /// - Parameters:
  ///   - size: The animated view's width (for X) or height (for Y).
  ///   - parentSize: Its parent's width or height.
  /// - Returns: The resolved value.
  public func resolved(size: Double, parentSize: Double) -> Float {
    switch self {
    case .absolute(let v): Float(v)
    case .relativeToSelf(let f): Float(size) * Float(f)
    case .relativeToParent(let f): Float(parentSize) * Float(f)
    }
  }
}
