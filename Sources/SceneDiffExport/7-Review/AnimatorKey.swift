/// What identifies an animator across two plans: its view, transition and property.
///
/// Plans have one animator per view, transition and property; when a plan has more (two
/// `Fade`s of one view in a sequential set), the `occurrence`-th of the old plan is compared
/// with the `occurrence`-th of the new one.
public struct AnimatorKey: Sendable, Hashable, CustomStringConvertible {
  /// The view key.
  public var target: String
  /// The transition class.
  public var transition: String
  /// The animated property.
  public var property: String
  /// 1 for the first animator with this target, transition and property in its plan, 2 for
  /// the second, and so on.
  public var occurrence: Int

  /// Creates a key.
  public init(target: String, transition: String, property: String, occurrence: Int = 1) {
    self.target = target
    self.transition = transition
    self.property = property
    self.occurrence = occurrence
  }

  /// `target · Transition · property`, with ` #2` after a second occurrence.
  public var description: String {
    "\(target) · \(transition) · \(property)" + (occurrence > 1 ? " #\(occurrence)" : "")
  }
}
