import SceneDiffCore

/// Where a ConstraintLayout `Guideline` sits.
enum GuidePosition: Sendable, Hashable {
  /// Pixels from the start (left or top).
  case begin(Int)
  /// Pixels from the end.
  case end(Int)
  /// A fraction of the parent's size.
  case percent(Float)
}
