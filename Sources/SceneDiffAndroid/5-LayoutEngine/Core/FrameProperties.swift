import SceneDiffCore

/// FrameLayout's own attributes.
struct FrameProperties: Sendable, Hashable {
  /// `measureAllChildren`: measure GONE children too (they still take no place).
  var measureAllChildren = false
  /// A `PercentFrameLayout`: children's percent sizes and margins are applied first.
  var isPercent = false

  /// Defaults.
  init() {}
}
