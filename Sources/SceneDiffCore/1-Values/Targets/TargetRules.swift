/// A transition's target and exclude lists (Android `addTarget` / `excludeTarget`).
///
/// With every target list empty a transition targets all views; otherwise a view must match one
/// of them. Excludes always win. Class rules match a view's class by simple or qualified name,
/// and its known superclasses too (`AndroidClassHierarchy`), as Android's `isInstance` does.
public struct TargetRules: Sendable, Hashable {
  /// `targetId`: ids to target.
  public var targetIds: [String]
  /// `targetName`: transition names to target.
  public var targetNames: [String]
  /// `targetClass`: classes to target.
  public var targetClasses: [String]
  /// `excludeId`: ids to exclude, with their descendants from capture.
  public var excludeIds: [String]
  /// `excludeName`: transition names to exclude.
  public var excludeNames: [String]
  /// `excludeClass`: classes to exclude, with their descendants from capture.
  public var excludeClasses: [String]
  /// Ids whose children are not captured (`excludeChildren`, code only in Android).
  public var excludeChildrenIds: [String]
  /// Classes whose children are not captured.
  public var excludeChildrenClasses: [String]

  /// Creates rules; all lists empty targets every view.
  public init(
    targetIds: [String] = [],
    targetNames: [String] = [],
    targetClasses: [String] = [],
    excludeIds: [String] = [],
    excludeNames: [String] = [],
    excludeClasses: [String] = [],
    excludeChildrenIds: [String] = [],
    excludeChildrenClasses: [String] = []
  ) {
    self.targetIds = targetIds
    self.targetNames = targetNames
    self.targetClasses = targetClasses
    self.excludeIds = excludeIds
    self.excludeNames = excludeNames
    self.excludeClasses = excludeClasses
    self.excludeChildrenIds = excludeChildrenIds
    self.excludeChildrenClasses = excludeChildrenClasses
  }

  /// Whether any target list is non-empty.
  public var hasTargets: Bool {
    !targetIds.isEmpty || !targetNames.isEmpty || !targetClasses.isEmpty
  }
}
