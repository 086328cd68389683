/// FrameLayout's measure and layout (§4).
enum FrameLayoutRules {
  /// Measures a FrameLayout.
  static func measure(
    _ node: inout LayoutNode,
    _ properties: FrameProperties,
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    PlainViewRules.measure(&node, width, height)  // STUB
  }

  /// Measures a square FrameLayout.
  static func measureSquare(
    _ node: inout LayoutNode,
    _ properties: FrameProperties,
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    PlainViewRules.measure(&node, width, height)  // STUB
  }

  /// Places the children by `layout_gravity`.
  static func layout(_ node: inout LayoutNode, _ context: inout LayoutContext) {}  // STUB
}
