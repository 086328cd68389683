/// LinearLayout's measure and layout (§5).
enum LinearLayoutRules {
  /// Measures a LinearLayout.
  static func measure(
    _ node: inout LayoutNode,
    _ properties: LinearProperties,
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    PlainViewRules.measure(&node, width, height)  // STUB
  }

  /// Places the children one after another.
  static func layout(
    _ node: inout LayoutNode,
    _ properties: LinearProperties,
    _ context: inout LayoutContext
  ) {}  // STUB

  /// The baseline of the `baselineAlignedChildIndex` child, −1 when none.
  static func baseline(of node: LayoutNode, _ properties: LinearProperties) -> Int { -1 }  // STUB
}
