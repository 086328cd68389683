/// ConstraintLayout's measure and layout (§7).
enum ConstraintLayoutRules {
  /// Measures a ConstraintLayout.
  static func measure(
    _ node: inout LayoutNode,
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    PlainViewRules.measure(&node, width, height)  // STUB
  }

  /// Applies the positions computed while measuring.
  static func layout(_ node: inout LayoutNode, _ context: inout LayoutContext) {}  // STUB
}
