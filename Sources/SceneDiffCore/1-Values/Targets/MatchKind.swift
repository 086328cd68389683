/// Android's match kinds (`Transition.MATCH_*`), in the order they are attempted.
public enum MatchKind: String, Sendable, Hashable, CaseIterable {
  /// The same view instance (never across two scene files).
  case instance
  /// The same `transitionName`.
  case name
  /// The same `id`.
  case id
  /// The same adapter item id (list views only; never in SceneDiff scenes).
  case itemId

  /// Android's default order: name, instance, id, itemId.
  public static let defaultOrder: [MatchKind] = [.name, .instance, .id, .itemId]
}
