import SceneDiffXML

/// A constraint element as read, with item indices into the scene's layout items.
///
/// It stands for `first.firstAttribute REL multiplier × second.secondAttribute + constant` at
/// a priority.
struct IBConstraintRecord: Sendable {
  /// The element.
  var element: LocatedElement
  /// The item whose `<constraints>` hold it.
  var owner: Int
  /// The first item (the owner when `firstItem` is absent).
  var first: Int
  /// The first attribute.
  var firstAttribute: IBLayoutAttribute
  /// The second item, if any.
  var second: Int?
  /// The second attribute (when there is a second item).
  var secondAttribute: IBLayoutAttribute?
  /// The relation.
  var relation: LinearConstraint.Relation
  /// The multiplier (`a:b` and `a/b` as a ÷ b).
  var multiplier: Double
  /// The constant.
  var constant: Double
  /// The priority, 1…1000.
  var priority: Double
}
