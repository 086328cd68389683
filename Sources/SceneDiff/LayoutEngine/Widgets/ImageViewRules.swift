/// `ImageView.onMeasure` and `getBaseline` (§9.1).
enum ImageViewRules {
  /// Measures an ImageView-like node.
  static func measure(_ node: inout LayoutNode, _ width: MeasureSpec, _ height: MeasureSpec) {
    PlainViewRules.measure(&node, width, height)  // STUB
  }

  /// Measures an ImageView whose height is `width × numerator / denominator`.
  static func measureRatio(
    _ node: inout LayoutNode,
    _ numerator: Int,
    _ denominator: Int,
    _ width: MeasureSpec,
    _ height: MeasureSpec
  ) {
    PlainViewRules.measure(&node, width, height)  // STUB
  }

  /// The baseline (`baseline`, `baselineAlignBottom`), −1 when none.
  static func baseline(of node: LayoutNode) -> Int { -1 }  // STUB
}
