/// One view animation started on one view of a plan: `View.startAnimation`, or a fragment's
/// enter or exit animation on the root of its screen.
///
/// The sampler draws the view with ``transformation(at:)`` after its own properties
/// (`platform-transitions.md` §1.8). The plan's animators list the same animation one leaf and
/// one cycle at a time (properties ``AnimatedProperty/animationAlpha`` and its siblings) so that
/// the plan JSON, timelines and diffs show it; the sampler reads the run, not those animators.
public struct ViewAnimationRun: Sendable, Hashable {
  /// The key of the animated view in the plan.
  public var target: String
  /// Where the animation came from, as the user named it (`@android:anim/slide_in_left`,
  /// `res/anim/shake.xml`).
  public var source: String
  /// The animation, initialized (``ViewAnimation/initialized()``).
  public var animation: ViewAnimation
  /// When it starts (its first frame), in ms from the start of the plan.
  public var startMs: Double
  /// The animated view's size when it starts, for `%` values.
  public var width: Double
  /// The animated view's size when it starts, for `%` values.
  public var height: Double
  /// Its parent's (or container's) size, for `%p` values.
  public var parentWidth: Double
  /// Its parent's (or container's) size, for `%p` values.
  public var parentHeight: Double

  /// Creates a run; the animation is initialized here.
  ///
  /// - Parameters:
  ///   - target: The animated view's key.
  ///   - source: Where the animation came from.
  ///   - animation: The animation as read.
  ///   - startMs: When it starts.
  ///   - size: The animated view's size.
  ///   - parentSize: Its parent's size.
  public init(
    target: String,
    source: String,
    animation: ViewAnimation,
    startMs: Double = 0,
    size: (width: Double, height: Double),
    parentSize: (width: Double, height: Double)
  ) {
    self.target = target
    self.source = source
    self.animation = animation.initialized()
    self.startMs = startMs
    width = size.width
    height = size.height
    parentWidth = parentSize.width
    parentHeight = parentSize.height
  }

  /// When it ends, in ms from the start of the plan, or `nil` when it repeats forever.
  public var endMs: Double? { animation.endMs.map { startMs + $0 } }

  /// The transformation drawn at `timeMs`, or `nil` when none is: before its start it is
  /// evaluated at its start (Android's first frame); from its end on, only when the root's
  /// `fillAfter` keeps it (the parent otherwise clears the animation).
  public func transformation(at timeMs: Double) -> ViewAnimationTransformation? {
    if let end = endMs, timeMs >= end, !animation.fillAfter { return nil }
    return animation.transformation(
      atElapsedMs: max(0, timeMs - startMs),
      size: (width, height),
      parentSize: (parentWidth, parentHeight)
    )
  }
}
