import SceneDiffCore

/// FrameLayout's measure and layout (§4), also used by the scene root, scroll views, cards,
/// CollapsingToolbarLayout and unknown containers.
enum FrameLayoutRules {
  /// `FrameLayout.onMeasure`: the largest child plus padding, then a second EXACTLY pass for
  /// `match_parent` children when at least two need it and a spec of the frame is not EXACTLY.
  static func measure(
    _ node: inout LayoutNode,
    _ properties: FrameProperties,
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    if properties.isPercent { PercentLayoutRules.adjustChildren(&node, width, height) }
    let remeasure = width.mode != .exactly || height.mode != .exactly
    var maxWidth = 0
    var maxHeight = 0
    var matchParentChildren: [Int] = []
    for index in node.children.indices {
      let child = node.children[index]
      guard properties.measureAllChildren || child.isLaidOut else { continue }
      node.measureChildWithMargins(index, width, widthUsed: 0, height, heightUsed: 0, &context)
      let measured = node.children[index]
      maxWidth = max(maxWidth, measured.measuredWidth + measured.params.margins.horizontal)
      maxHeight = max(maxHeight, measured.measuredHeight + measured.params.margins.vertical)
      if remeasure, measured.params.width == .matchParent || measured.params.height == .matchParent
      {
        matchParentChildren.append(index)
      }
    }
    maxWidth = max(maxWidth + node.padding.horizontal, node.suggestedMinimumWidth)
    maxHeight = max(maxHeight + node.padding.vertical, node.suggestedMinimumHeight)
    node.setMeasured(width.resolve(maxWidth), height.resolve(maxHeight))

    guard matchParentChildren.count > 1 else { return }
    for index in matchParentChildren {
      let params = node.children[index].params
      let widthSpec: MeasureSpec =
        params.width == .matchParent
        ? .exactly(max(0, node.measuredWidth - node.padding.horizontal - params.margins.horizontal))
        : width.child(used: node.padding.horizontal + params.margins.horizontal, size: params.width)
      let heightSpec: MeasureSpec =
        params.height == .matchParent
        ? .exactly(max(0, node.measuredHeight - node.padding.vertical - params.margins.vertical))
        : height.child(used: node.padding.vertical + params.margins.vertical, size: params.height)
      node.children[index].measure(widthSpec, heightSpec, &context)
    }
  }

  /// `SquareFrameLayout.onMeasure` (SOURCES.md §3.3): both spec sizes 0 → measure normally and
  /// take the smaller side; otherwise EXACTLY the smaller non-zero spec size on both axes.
  static func measureSquare(
    _ node: inout LayoutNode,
    _ properties: FrameProperties,
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    if width.size == 0 && height.size == 0 {
      measure(&node, properties, width, height, &context)
      let side = min(node.measuredWidth, node.measuredHeight)
      node.setMeasured(side, side)
      return
    }
    let side =
      width.size == 0 || height.size == 0
      ? max(width.size, height.size) : min(width.size, height.size)
    measure(&node, properties, .exactly(side), .exactly(side), &context)
  }

  /// `FrameLayout.layoutChildren`: each child at its measured size, placed in the padded box
  /// by its `layout_gravity` (`top|start` when unset; a missing axis is left or top).
  static func layout(_ node: inout LayoutNode, _ context: inout LayoutContext) {
    let box = PixelBounds(
      left: node.padding.left,
      top: node.padding.top,
      right: node.frame.width - node.padding.right,
      bottom: node.frame.height - node.padding.bottom
    )
    for index in node.children.indices where node.children[index].isLaidOut {
      let child = node.children[index]
      let gravity =
        (child.params.gravity ?? Gravity(rawValue: Gravity.start.rawValue | Gravity.top.rawValue))
        .absolute(isRightToLeft: node.isRightToLeft)
      let margins = child.params.margins
      let left: Int
      switch gravity.horizontalPlacement {
      case .center:
        left = box.left + (box.width - child.measuredWidth) / 2 + margins.left - margins.right
      case .after: left = box.right - child.measuredWidth - margins.right
      case .before, .none, .fill: left = box.left + margins.left
      }
      let top: Int
      switch gravity.verticalPlacement {
      case .center:
        top = box.top + (box.height - child.measuredHeight) / 2 + margins.top - margins.bottom
      case .after: top = box.bottom - child.measuredHeight - margins.bottom
      case .before, .none, .fill: top = box.top + margins.top
      }
      node.layoutChild(index, left: left, top: top, &context)
    }
  }
}
