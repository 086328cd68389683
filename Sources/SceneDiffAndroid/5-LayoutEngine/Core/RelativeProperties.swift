import SceneDiffCore

/// RelativeLayout's own attributes (§6).
struct RelativeProperties: Sendable, Hashable {
  /// `gravity` (default `start|top`).
  var gravity: Gravity = Gravity(rawValue: Gravity.start.rawValue | Gravity.top.rawValue)
  /// `ignoreGravity`: the id of a child that `gravity` does not move.
  var ignoreGravity: String?
  /// A `PercentRelativeLayout`: children's percent sizes and margins are applied first.
  var isPercent = false

  /// Defaults.
  init() {}
}
