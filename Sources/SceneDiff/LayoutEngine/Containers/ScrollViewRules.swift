/// ScrollView, NestedScrollView and HorizontalScrollView measure (§8.1); layout is FrameLayout's.
enum ScrollViewRules {
  /// Measures a scroll view.
  static func measure(
    _ node: inout LayoutNode,
    _ properties: ScrollProperties,
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    PlainViewRules.measure(&node, width, height)  // STUB
  }
}
