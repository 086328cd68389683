import SceneDiffCore

/// `View.onMeasure` for a plain View (§2.1, §9.5): `getDefaultSize` on each axis, so a
/// `wrap_content` View fills whatever AT_MOST space it is offered.
enum PlainViewRules {
  /// Measures a plain View (also a ViewStub, which is GONE and so never reaches here in
  /// practice).
  static func measure(_ node: inout LayoutNode, _ width: MeasureSpec, _ height: MeasureSpec) {
    node.setMeasured(
      width.defaultSize(minimum: node.suggestedMinimumWidth),
      height.defaultSize(minimum: node.suggestedMinimumHeight)
    )
  }
}
