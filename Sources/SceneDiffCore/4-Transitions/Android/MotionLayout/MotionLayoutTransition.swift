/// A MotionScene's `<Transition>` as `MotionLayout.transitionToEnd()` plays it: every direct
/// child of the MotionLayout moves from its start `ConstraintSet` rectangle and attributes to
/// its end ones, through the transition's KeyPositions and KeyAttributes
/// (`Docs/android-layouts.md`, "MotionLayout transitions").
///
/// The transition's duration and interpolator are the ``SceneTransition``'s; this kind holds
/// only the key frames, which `MotionController`'s logic turns into keyframed animators.
public struct MotionLayoutTransition: TransitionKind {
  /// Android's `MotionLayout` (AndroidX ConstraintLayout).
  public static let descriptor = TransitionDescriptor(
    className: "MotionLayout",
    family: .androidTransition,
    timelineColor: "#7E57C2"
  )
  /// The `<KeyPosition>`s of the transition's `<KeyFrameSet>`, in document order.
  public var positions: [MotionKeyPosition]
  /// The `<KeyAttribute>`s of the transition's `<KeyFrameSet>`, in document order.
  public var attributes: [MotionKeyAttribute]

  /// Creates the transition from its key frames.
  public init(positions: [MotionKeyPosition] = [], attributes: [MotionKeyAttribute] = []) {
    self.positions = positions
    self.attributes = attributes
  }
}
