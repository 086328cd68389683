/// `TextView.onMeasure` and `getBaseline` (§9.2–9.4) over the text model of §12.
enum TextViewRules {
  /// Measures a TextView-like node.
  static func measure(
    _ node: inout LayoutNode,
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    PlainViewRules.measure(&node, width, height)  // STUB
  }

  /// The first baseline, from the node's top.
  static func baseline(of node: LayoutNode) -> Int { -1 }  // STUB
}
