import SceneDiffCore

/// A chain's style.
enum ChainStyle: String, Sendable, Hashable {
  /// Equal gaps before, between and after the members.
  case spread
  /// The ends against the targets, equal gaps between.
  case spreadInside = "spread_inside"
  /// Members together, the group placed by the bias.
  case packed
}
