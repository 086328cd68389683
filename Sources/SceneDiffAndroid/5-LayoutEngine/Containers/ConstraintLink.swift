import SceneDiffCore

/// One constraint of a child along one axis: the target's side it is tied to and the margin
/// kept from it.
struct ConstraintLink: Sendable, Hashable {
  /// The sibling's index, or `nil` for the ConstraintLayout itself.
  var target: Int?
  /// Which side of the target.
  var side: ConstraintSide
  /// The margin in px, with ConstraintLayout's GONE rules already applied (0 when the child
  /// is GONE; the gone margin when the target is GONE and one is set).
  var margin: Int
}
