/// A view whose match or presence differs between two plans.
///
/// Matches are compared by end key: a match whose start key or rule changed is
/// ``Kind/changed``; one only one plan has is added or removed. Appearing and disappearing
/// views are compared by key.
public struct ViewChange: Sendable, Hashable {
  /// The plan list the view is in.
  public enum List: String, Sendable, Hashable {
    /// `matches`: paired with a view of the other scene.
    case matches
    /// `appearing`.
    case appearing
    /// `disappearing`.
    case disappearing
  }

  /// What happened to the entry.
  public enum Kind: String, Sendable, Hashable {
    /// Only the new plan lists it.
    case added
    /// Only the old plan lists it.
    case removed
    /// Both plans match the end view, from another start view or by another rule.
    case changed
  }

  /// Which list.
  public var list: List
  /// What happened.
  public var kind: Kind
  /// The view key: the end key for matches, the key for appearing and disappearing views.
  public var key: String
  /// The old match (matches only; `nil` when added).
  public var oldMatch: PlanDocument.Match?
  /// The new match (matches only; `nil` when removed).
  public var newMatch: PlanDocument.Match?

  /// Creates a change.
  public init(
    list: List,
    kind: Kind,
    key: String,
    oldMatch: PlanDocument.Match? = nil,
    newMatch: PlanDocument.Match? = nil
  ) {
    self.list = list
    self.kind = kind
    self.key = key
    self.oldMatch = oldMatch
    self.newMatch = newMatch
  }
}
