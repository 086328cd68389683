import SceneDiffCore

/// `Space.onMeasure` (§2.4): the minimum size when UNSPECIFIED, `min(minimum, size)` when
/// AT_MOST, the spec size when EXACTLY, so a `wrap_content` Space with no minimum is 0.
enum SpaceRules {
  /// Measures a Space.
  static func measure(_ node: inout LayoutNode, _ width: MeasureSpec, _ height: MeasureSpec) {
    node.setMeasured(
      size(node.suggestedMinimumWidth, width),
      size(node.suggestedMinimumHeight, height)
    )
  }

  private static func size(_ minimum: Int, _ spec: MeasureSpec) -> Int {
    switch spec.mode {
    case .unspecified: minimum
    case .atMost: min(minimum, spec.size)
    case .exactly: spec.size
    }
  }
}
