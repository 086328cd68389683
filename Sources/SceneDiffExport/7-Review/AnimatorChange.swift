/// An animator that one plan has and the other does not, or that both have with different
/// timing, values, curve or path.
public struct AnimatorChange: Sendable, Hashable {
  /// What happened to the animator.
  public enum Kind: String, Sendable, Hashable {
    /// Only the new plan has it.
    case added
    /// Only the old plan has it.
    case removed
    /// Both have it, and some ``AnimatorChange/fields`` differ.
    case changed
  }

  /// What happened.
  public var kind: Kind
  /// Which animator.
  public var key: AnimatorKey
  /// The old plan's animator (`nil` when added).
  public var old: PlanDocument.Animator?
  /// The new plan's animator (`nil` when removed).
  public var new: PlanDocument.Animator?
  /// The keys that differ, in plan order (empty unless changed).
  public var fields: [FieldChange]

  /// Creates a change.
  public init(
    kind: Kind,
    key: AnimatorKey,
    old: PlanDocument.Animator?,
    new: PlanDocument.Animator?,
    fields: [FieldChange] = []
  ) {
    self.kind = kind
    self.key = key
    self.old = old
    self.new = new
    self.fields = fields
  }
}
