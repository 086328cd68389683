/// UIKit's block animation, `UIView.animate(withDuration:delay:options:animations:)` and its
/// spring form (`usingSpringWithDamping:initialSpringVelocity:`): every view the block changed
/// animates its frame, transform and alpha from the start scene's values to the end scene's.
///
/// Views the block adds appear at once and views it removes vanish at once, as in UIKit: a
/// block animation fades nothing it was not asked to.
public struct IOSBlockAnimation: TransitionKind {
  /// The descriptor: class name `UIView.animate`.
  public static let descriptor = TransitionDescriptor(
    className: "UIView.animate",
    family: .iosTransition,
    timelineColor: "#007AFF"
  )

  /// The duration, delay and curve (or spring).
  public var timing: IOSTiming

  /// A block animation.
  ///
  /// - Parameter timing: The duration, delay and curve (or spring).
  public init(timing: IOSTiming) {
    self.timing = timing
  }
}
