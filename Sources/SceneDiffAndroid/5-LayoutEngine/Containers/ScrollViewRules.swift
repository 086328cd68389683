import SceneDiffCore

/// ScrollView, NestedScrollView and HorizontalScrollView (§8.1): FrameLayouts whose child is
/// unbounded along the scroll axis.
enum ScrollViewRules {
  /// `ScrollView.onMeasure` (also NestedScrollView's and HorizontalScrollView's).
  ///
  /// First `FrameLayout.onMeasure` with the scroll view's `measureChildWithMargins`: the child
  /// gets the normal spec across and UNSPECIFIED along the scroll axis (hint: the spec size
  /// less padding and margins, at least 0; NestedScrollView's hint is the child's margins), so
  /// it takes its natural length even when `match_parent`. Then, with `fillViewport` and a
  /// scroll-axis spec that is not UNSPECIFIED, a first child shorter than the viewport (the
  /// measured size less padding and the child's margins) is measured again EXACTLY at that
  /// size, with the normal spec across.
  static func measure(
    _ node: inout LayoutNode,
    _ properties: ScrollProperties,
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    let isNested = node.className.hasSuffix("NestedScrollView")
    measureAsFrame(&node, properties, isNested: isNested, width, height, &context)
    guard properties.fillViewport, !node.children.isEmpty else { return }
    let params = node.children[0].params
    let widthPadding = node.padding.horizontal + params.margins.horizontal
    let heightPadding = node.padding.vertical + params.margins.vertical
    if properties.isHorizontal {
      guard width.mode != .unspecified else { return }
      let desiredWidth = node.measuredWidth - widthPadding
      guard node.children[0].measuredWidth < desiredWidth else { return }
      node.children[0].measure(
        .exactly(desiredWidth),
        height.child(used: heightPadding, size: params.height),
        &context
      )
    } else {
      guard height.mode != .unspecified else { return }
      let desiredHeight = node.measuredHeight - heightPadding
      guard node.children[0].measuredHeight < desiredHeight else { return }
      node.children[0].measure(
        width.child(used: widthPadding, size: params.width),
        .exactly(desiredHeight),
        &context
      )
    }
  }

  /// `FrameLayout.onMeasure` calling the scroll view's `measureChildWithMargins` (§4, §8.1).
  private static func measureAsFrame(
    _ node: inout LayoutNode,
    _ properties: ScrollProperties,
    isNested: Bool,
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    let remeasure = width.mode != .exactly || height.mode != .exactly
    var maxWidth = 0
    var maxHeight = 0
    var matchParentChildren: [Int] = []
    for index in node.children.indices where node.children[index].isLaidOut {
      let params = node.children[index].params
      let widthUsed = node.padding.horizontal + params.margins.horizontal
      let heightUsed = node.padding.vertical + params.margins.vertical
      let widthSpec: MeasureSpec
      let heightSpec: MeasureSpec
      if properties.isHorizontal {
        widthSpec = .unspecified(max(0, width.size - widthUsed))
        heightSpec = height.child(used: heightUsed, size: params.height)
      } else {
        widthSpec = width.child(used: widthUsed, size: params.width)
        heightSpec = .unspecified(
          isNested ? params.margins.vertical : max(0, height.size - heightUsed)
        )
      }
      node.children[index].measure(widthSpec, heightSpec, &context)
      let child = node.children[index]
      maxWidth = max(maxWidth, child.measuredWidth + params.margins.horizontal)
      maxHeight = max(maxHeight, child.measuredHeight + params.margins.vertical)
      if remeasure, params.width == .matchParent || params.height == .matchParent {
        matchParentChildren.append(index)
      }
    }
    maxWidth = max(maxWidth + node.padding.horizontal, node.suggestedMinimumWidth)
    maxHeight = max(maxHeight + node.padding.vertical, node.suggestedMinimumHeight)
    node.setMeasured(width.resolve(maxWidth), height.resolve(maxHeight))

    // FrameLayout's second pass (a scroll view holds one child in Android, so it never runs
    // there; kept for layouts that give it more).
    guard matchParentChildren.count > 1 else { return }
    for index in matchParentChildren {
      let params = node.children[index].params
      let widthUsed = node.padding.horizontal + params.margins.horizontal
      let heightUsed = node.padding.vertical + params.margins.vertical
      let widthSpec: MeasureSpec =
        params.width == .matchParent
        ? .exactly(max(0, node.measuredWidth - widthUsed))
        : width.child(used: widthUsed, size: params.width)
      let heightSpec: MeasureSpec =
        params.height == .matchParent
        ? .exactly(max(0, node.measuredHeight - heightUsed))
        : height.child(used: heightUsed, size: params.height)
      node.children[index].measure(widthSpec, heightSpec, &context)
    }
  }

  /// `ScrollView.onLayout` / `HorizontalScrollView.onLayout`: FrameLayout's placement, then
  /// the first layout's scroll offset.
  ///
  /// A child taller (or, horizontally, wider) than the viewport stays at the top (left) and
  /// runs past the scroll view's bounds. A HorizontalScrollView whose first child is wider than
  /// the padded width less the child's margins places a `right`/`end` child on the left
  /// (`forceLeftGravity`).
  ///
  /// The scroll offset: a scroll view ignores `android:scrollX`/`scrollY` (the View
  /// constructor's `scrollTo` runs before it has a child, and its `scrollTo` does nothing
  /// then), so it starts at 0; a right-to-left HorizontalScrollView starts scrolled to its
  /// end, `scrollX = childWidth − (width − horizontal padding)` (at least 0), clamped by
  /// `scrollTo` against the laid-out child.
  static func layout(
    _ node: inout LayoutNode,
    _ properties: ScrollProperties,
    _ context: inout LayoutContext
  ) {
    var forceLeftGravity = false
    if properties.isHorizontal, let first = node.children.first {
      let available = node.frame.width - node.padding.horizontal - first.params.margins.horizontal
      forceLeftGravity = first.measuredWidth > available
    }
    layoutChildren(&node, forceLeftGravity: forceLeftGravity, &context)

    node.scrollX = 0
    node.scrollY = 0
    guard properties.isHorizontal, node.isRightToLeft, let first = node.children.first else {
      return
    }
    let viewport = node.frame.width - node.padding.horizontal
    let scrollRange = max(0, first.measuredWidth - viewport)
    node.scrollX = clamp(scrollRange, viewport, first.frame.width)
  }

  /// `ScrollView.clamp`: a scroll offset `n` kept inside a child of length `child` seen
  /// through a viewport of length `viewport`.
  private static func clamp(_ n: Int, _ viewport: Int, _ child: Int) -> Int {
    if viewport >= child || n < 0 { return 0 }
    if viewport + n > child { return child - viewport }
    return n
  }

  /// `FrameLayout.layoutChildren(…, forceLeftGravity)` (§4): each child at its measured size
  /// in the padded box by its `layout_gravity` (`top|start` when unset).
  private static func layoutChildren(
    _ node: inout LayoutNode,
    forceLeftGravity: Bool,
    _ context: inout LayoutContext
  ) {
    let parentLeft = node.padding.left
    let parentRight = node.frame.width - node.padding.right
    let parentTop = node.padding.top
    let parentBottom = node.frame.height - node.padding.bottom
    let defaultGravity = Gravity.start.rawValue | Gravity.top.rawValue
    for index in node.children.indices where node.children[index].isLaidOut {
      let child = node.children[index]
      let margins = child.params.margins
      let gravity = Gravity(rawValue: child.params.gravity?.rawValue ?? defaultGravity)
      let horizontal =
        gravity.absolute(isRightToLeft: node.isRightToLeft).rawValue & Gravity.horizontalMask
      let left: Int
      if horizontal == Gravity.centerHorizontal.rawValue {
        left =
          parentLeft + (parentRight - parentLeft - child.measuredWidth) / 2 + margins.left
          - margins.right
      } else if horizontal == Gravity.right.rawValue && !forceLeftGravity {
        left = parentRight - child.measuredWidth - margins.right
      } else {
        left = parentLeft + margins.left
      }
      let top: Int
      switch gravity.vertical {
      case Gravity.centerVertical.rawValue:
        top =
          parentTop + (parentBottom - parentTop - child.measuredHeight) / 2 + margins.top
          - margins.bottom
      case Gravity.bottom.rawValue: top = parentBottom - child.measuredHeight - margins.bottom
      default: top = parentTop + margins.top
      }
      node.layoutChild(index, left: left, top: top, &context)
    }
  }
}
