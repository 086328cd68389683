/// RelativeLayout's measure and layout (§6).
enum RelativeLayoutRules {
  /// Measures a RelativeLayout.
  static func measure(
    _ node: inout LayoutNode,
    _ properties: RelativeProperties,
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    PlainViewRules.measure(&node, width, height)  // STUB
  }

  /// Applies the positions computed while measuring.
  static func layout(
    _ node: inout LayoutNode,
    _ properties: RelativeProperties,
    _ context: inout LayoutContext
  ) {}  // STUB

  /// The baseline of the baseline view, −1 when none.
  static func baseline(of node: LayoutNode) -> Int { -1 }  // STUB
}
