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
  /// The radius of the clip's corners, view-local (a container transform's shape).
  var clipRadius: Double?
  /// Scroll offsets of the content.
  var scrollX: Double
  /// Scroll offsets of the content.
  var scrollY: Double
  /// The image matrix while ChangeImageTransform runs.
  var imageMatrix: Matrix?
  /// An iOS animator's `alpha`, which replaces the view's own while it runs.
  var opacity: Double?
  /// An iOS flip about the horizontal centre axis, in degrees.
  var flipX = 0.0
  /// An iOS flip about the vertical centre axis, in degrees.
  var flipY = 0.0

  /// The view's own values, before any animator.
  init(_ view: Sampler.NodeBase) {
    frame = view.frame
    transform = view.transform
    clip = view.clip
    scrollX = view.scrollX
    scrollY = view.scrollY
  }

  /// Applies one animator's current value.
  mutating func apply(_ kind: PropertyKind, _ value: AnimatedValue) {
    switch (kind, value) {
    case (.bounds, .rect(let r)): frame = r
    case (.clipBounds, .rect(let r)): clip = r
    case (.clipRadius, .scalar(let r)): clipRadius = r
    case (.alpha, .scalar(let a)): transitionAlpha = a
    case (.translationX, .scalar(let x)): transform.translationX = x
    case (.translationY, .scalar(let y)): transform.translationY = y
    case (.scaleX, .scalar(let x)): transform.scaleX = x
    case (.scaleY, .scalar(let y)): transform.scaleY = y
    case (.rotation, .scalar(let degrees)): transform.rotation = degrees
    case (.scrollX, .scalar(let x)): scrollX = x
    case (.scrollY, .scalar(let y)): scrollY = y
    case (.matrix, .matrix(let m)): animationMatrix = m
    case (.imageMatrix, .matrix(let m)): imageMatrix = m
    case (.frame, .rect(let r)): frame = r
    case (.visibleRect, .rect(let r)): clip = r
    // Core Animation draws opacity clamped to [0, 1]: a spring's overshoot does not show.
    case (.opacity, .scalar(let a)): opacity = min(max(a, 0), 1)
    case (.flipX, .scalar(let degrees)): flipX = degrees
    case (.flipY, .scalar(let degrees)): flipY = degrees
    default: break
    }
  }

  /// The alpha the view is drawn with before its parent's: its own (or an iOS animator's)
  /// times `transitionAlpha`, and 0 while a flip turns its back to the viewer.
  func drawnAlpha(_ view: Sampler.NodeBase) -> Double {
    guard (flipX == 0 && flipY == 0) || FlipProjection.facesViewer(flipX: flipX, flipY: flipY)
    else { return 0 }
    return (opacity ?? view.alpha) * transitionAlpha
  }

  /// The view's local transform: the animation matrix or its own transform, followed by the
  /// perspective of any flip.
  func localMatrix(width: Double, height: Double) -> Matrix {
    let own = animationMatrix ?? transform.matrix(width: width, height: height)
    return flipMatrix(width: width, height: height).map { own.concatenating($0) } ?? own
  }

  /// The perspective matrix of an iOS flip (``FlipProjection``), or `nil` without one.
  func flipMatrix(width: Double, height: Double) -> Matrix? {
    guard flipX != 0 || flipY != 0 else { return nil }
    return FlipProjection.matrix(degrees: flipY, aboutY: true, width: width, height: height)
      .concatenating(
        FlipProjection.matrix(degrees: flipX, aboutY: false, width: width, height: height)
      )
  }
}
