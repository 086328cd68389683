import SceneDiffCore

extension ConstraintLayoutRules {
  /// `Group.updatePreLayout`: every view a `Group` references takes the Group's visibility
  /// (a visible Group shows its views, a GONE one hides them), in child order.
  static func applyGroups(_ node: inout LayoutNode) {
    for group in node.children where ConstraintWidget.isHelper(group, named: "Group") {
      for id in group.params.constraints.referencedIDs {
        for index in node.children.indices where node.children[index].id == id {
          node.children[index].visibility = group.visibility
        }
      }
    }
  }
}
