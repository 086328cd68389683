/// One view's animatable state at an instant: its end-scene values with running animators'
/// values applied.
struct AnimatedViewState {
  /// Layout bounds in the parent.
  var frame: Rect
  /// Translation, scale, rotation (translation is animated by Slide and Explode, scale by the
  /// Material patterns).
  var transform: ViewTransform
  /// ChangeTransform's animation matrix, which replaces the transform while it runs.
  var animationMatrix: Matrix?
  /// Fade's multiplier.
  var transitionAlpha = 1.0
  /// Clip bounds, view-local.
  var clip: Rect?
  /// Scroll offsets of the content.
  var scrollX: Double
  /// Scroll offsets of the content.
  var scrollY: Double
  /// The image matrix while ChangeImageTransform runs.
  var imageMatrix: Matrix?

  /// The view's own values, before any animator.
  init(_ view: ViewNode) {
    frame = view.frame
    transform = view.transform
    clip = view.clip
    scrollX = view.scrollX
    scrollY = view.scrollY
  }

  /// Applies one animator's current value.
  mutating func apply(_ property: AnimatedProperty, _ value: AnimatedValue) {
    switch (property, value) {
    case (.bounds, .rect(let r)): frame = r
    case (.clipBounds, .rect(let r)): clip = r
    case (.alpha, .scalar(let a)): transitionAlpha = a
    case (.translationX, .scalar(let x)): transform.translationX = x
    case (.translationY, .scalar(let y)): transform.translationY = y
    case (.scaleX, .scalar(let x)): transform.scaleX = x
    case (.scaleY, .scalar(let y)): transform.scaleY = y
    case (.scrollX, .scalar(let x)): scrollX = x
    case (.scrollY, .scalar(let y)): scrollY = y
    case (.matrix, .matrix(let m)): animationMatrix = m
    case (.imageMatrix, .matrix(let m)): imageMatrix = m
    default: break
    }
  }
}
