/// CoordinatorLayout's measure and layout with its behaviours and anchors (§8.3).
enum CoordinatorLayoutRules {
  /// Measures a CoordinatorLayout.
  static func measure(
    _ node: inout LayoutNode,
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    PlainViewRules.measure(&node, width, height)  // STUB
  }

  /// Places the children.
  static func layout(_ node: inout LayoutNode, _ context: inout LayoutContext) {}  // STUB
}
