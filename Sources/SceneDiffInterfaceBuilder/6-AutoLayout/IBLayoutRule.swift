import SceneDiffCore

/// One constraint of a scene's layout system, with what messages need to name it: a
/// `<constraint>` of the document, or one SceneDiff generates as UIKit would (a stack view's,
/// an autoresizing mask's, an intrinsic content size's, the root view's size).
struct IBLayoutRule: Sendable {
  /// The linear constraint.
  var constraint: LinearConstraint
  /// Its Auto Layout priority, 1…1000 (1000 required).
  var priority: Double
  /// How messages name it: `'id' (first.attr == second.attr + c)` or a UIKit-style name.
  var name: String
  /// The element it comes from.
  var location: SourceLocation
  /// Whether it is a `<constraint>` of the document (rather than generated).
  var isDocumentConstraint: Bool
}
