/// Toolbar's measure and layout of custom children (§8.4).
enum ToolbarRules {
  /// Measures a Toolbar.
  static func measure(
    _ node: inout LayoutNode,
    _ properties: ToolbarProperties,
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    PlainViewRules.measure(&node, width, height)  // STUB
  }

  /// Places the custom children.
  static func layout(
    _ node: inout LayoutNode,
    _ properties: ToolbarProperties,
    _ context: inout LayoutContext
  ) {}  // STUB
}
