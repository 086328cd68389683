/// `FloatingActionButton.onMeasure` (§9.1).
enum FloatingActionButtonRules {
  /// Measures a FAB of `size` px.
  static func measure(
    _ node: inout LayoutNode,
    size: Int,
    _ width: MeasureSpec,
    _ height: MeasureSpec
  ) {
    PlainViewRules.measure(&node, width, height)  // STUB
  }
}
