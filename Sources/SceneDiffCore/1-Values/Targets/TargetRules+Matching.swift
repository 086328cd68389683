extension TargetRules {
  /// Android's `isValidTarget` (reference §5): excludes win; with no target lists every view is
  /// a target; otherwise the view must match a target id, name or class.
  func isValidTarget(_ view: ViewNode) -> Bool {
    if let id = view.id, excludeIds.contains(id) { return false }
    if excludeClasses.contains(where: { TargetRules.isInstance(view, of: $0) }) {
      return false
    }
    if let name = view.transitionName, excludeNames.contains(name) { return false }
    if !hasTargets { return true }
    if let id = view.id, targetIds.contains(id) { return true }
    if let name = view.transitionName, targetNames.contains(name) { return true }
    return targetClasses.contains { TargetRules.isInstance(view, of: $0) }
  }

  /// Whether capture stops at this view and its descendants (reference §4.1 step 1).
  func stopsCapture(at view: ViewNode) -> Bool {
    if let id = view.id, excludeIds.contains(id) { return true }
    return excludeClasses.contains { TargetRules.isInstance(view, of: $0) }
  }

  /// Whether capture does not descend into this view's children (reference §4.1 step 3).
  func excludesChildren(of view: ViewNode) -> Bool {
    if let id = view.id, excludeChildrenIds.contains(id) { return true }
    return excludeChildrenClasses.contains { TargetRules.isInstance(view, of: $0) }
  }

  /// Whether Android's fast capture path applies (§4.1): target ids, but no names or classes.
  var usesFastCapturePath: Bool {
    !targetIds.isEmpty && targetNames.isEmpty && targetClasses.isEmpty
  }

  /// Android's `Class.isInstance` for a class rule: the rule names the view's class or one of
  /// its superclasses (``AndroidClassHierarchy``), by simple or qualified name.
  static func isInstance(_ view: ViewNode, of rule: String) -> Bool {
    AndroidClassHierarchy.ancestry(of: view.className).contains { classMatches(rule, $0) }
  }

  /// A class rule matches a view class when the qualified names are equal, or when either side
  /// is unqualified and the simple names are equal (`ImageView` ~ `android.widget.ImageView`).
  package static func classMatches(_ rule: String, _ className: String) -> Bool {
    if rule == className { return true }
    let ruleDot = rule.lastIndex(of: ".")
    let classDot = className.lastIndex(of: ".")
    if ruleDot != nil && classDot != nil { return false }
    let ruleSimple = ruleDot.map { rule[rule.index(after: $0)...] } ?? rule[...]
    let classSimple = classDot.map { className[className.index(after: $0)...] } ?? className[...]
    return ruleSimple == classSimple
  }
}
