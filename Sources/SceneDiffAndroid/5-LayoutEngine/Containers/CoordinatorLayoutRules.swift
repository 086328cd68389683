import SceneDiffCore

/// CoordinatorLayout's measure and layout with its behaviours and anchors (§8.3).
///
/// Children are measured like a FrameLayout's, except that a child with
/// `AppBarLayout.ScrollingViewBehavior` is measured after the AppBarLayout and given its
/// height plus the app bar's scroll range; children are placed by gravity inside the padding
/// and their own margins, below the app bar (scrolling views) or against their anchor.
enum CoordinatorLayoutRules {
  /// `CoordinatorLayout.onMeasure`.
  static func measure(
    _ node: inout LayoutNode,
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    var maxWidth = 0
    var maxHeight = 0
    // Dependency order: a scrolling view is measured after the app bar it depends on.
    let order =
      node.children.indices.filter { !isScrollingView(node.children[$0]) }
      + node.children.indices.filter { isScrollingView(node.children[$0]) }
    for index in order where node.children[index].isLaidOut {
      var childHeight = height
      let params = node.children[index].params
      if isScrollingView(node.children[index]),
        params.height == .matchParent
          || params.height == .wrapContent,
        let header = appBar(in: node, excluding: index)
      {
        // HeaderScrollingViewBehavior.onMeasureChild.
        let available = height.size
        let size =
          available - node.children[header].measuredHeight
          + AppBarLayoutRules.totalScrollRange(of: node.children[header])
        childHeight =
          params.height == .matchParent ? .exactly(size) : .atMost(size)
      }
      node.measureChildWithMargins(index, width, widthUsed: 0, childHeight, heightUsed: 0, &context)
      let child = node.children[index]
      maxWidth = max(maxWidth, child.measuredWidth + child.params.margins.horizontal)
      maxHeight = max(maxHeight, child.measuredHeight + child.params.margins.vertical)
    }
    maxWidth = max(maxWidth + node.padding.horizontal, node.suggestedMinimumWidth)
    maxHeight = max(maxHeight + node.padding.vertical, node.suggestedMinimumHeight)
    node.setMeasured(width.resolve(maxWidth), height.resolve(maxHeight))
  }

  /// `CoordinatorLayout.onLayout`: unanchored children first, then anchored ones (which may
  /// depend on them), each as its behaviour or anchor says.
  static func layout(_ node: inout LayoutNode, _ context: inout LayoutContext) {
    let anchored = node.children.indices.filter {
      node.children[$0].params.coordinator.anchor != nil
    }
    let plain = node.children.indices.filter { node.children[$0].params.coordinator.anchor == nil }
    let order =
      plain.filter { !isScrollingView(node.children[$0]) }
      + plain.filter { isScrollingView(node.children[$0]) } + anchored
    for index in order where node.children[index].isLaidOut {
      let child = node.children[index]
      let margins = child.params.margins
      let rtl = node.isRightToLeft
      let bounds: PixelBounds
      if let anchor = child.params.coordinator.anchor,
        let anchorRect = rect(of: anchor, in: node, excluding: index)
      {
        bounds = anchoredBounds(child, anchorRect, in: node)
      } else if isScrollingView(child), let header = appBar(in: node, excluding: index) {
        // HeaderScrollingViewBehavior.layoutChild.
        let available = PixelBounds(
          left: node.padding.left + margins.left,
          top: node.children[header].frame.bottom + margins.top,
          right: node.frame.width - node.padding.right - margins.right,
          bottom: node.frame.height + node.children[header].frame.bottom
            - node.padding.bottom - margins.bottom
        )
        var placed = startTop(child.params.gravity).absolute(isRightToLeft: rtl)
          .apply(width: child.measuredWidth, height: child.measuredHeight, in: available)
        if case .scrollingView(let overlap) = child.params.coordinator.behavior, overlap != 0 {
          placed.top -= overlap
          placed.bottom -= overlap
        }
        bounds = placed
      } else {
        let available = PixelBounds(
          left: node.padding.left + margins.left,
          top: node.padding.top + margins.top,
          right: node.frame.width - node.padding.right - margins.right,
          bottom: node.frame.height - node.padding.bottom - margins.bottom
        )
        bounds = startTop(child.params.gravity).absolute(isRightToLeft: rtl)
          .apply(width: child.measuredWidth, height: child.measuredHeight, in: available)
      }
      node.children[index].layout(bounds, &context)
    }
  }

  /// `resolveGravity`: a missing axis becomes start or top.
  private static func startTop(_ gravity: Gravity?) -> Gravity {
    var raw = gravity?.rawValue ?? 0
    if raw & Gravity.horizontalMask == 0 { raw |= Gravity.start.rawValue }
    if raw & Gravity.verticalMask == 0 { raw |= Gravity.top.rawValue }
    return Gravity(rawValue: raw)
  }

  /// `getDesiredAnchoredChildRect` then `constrainChildRect`.
  private static func anchoredBounds(
    _ child: LayoutNode,
    _ anchor: PixelBounds,
    in node: LayoutNode
  )
    -> PixelBounds
  {
    let rtl = node.isRightToLeft
    let gravity = (child.params.gravity ?? .center).absolute(isRightToLeft: rtl)
    let anchorGravity = startTop(child.params.coordinator.anchorGravity)
      .absolute(isRightToLeft: rtl)
    let width = child.measuredWidth
    let height = child.measuredHeight
    var left: Int
    switch anchorGravity.horizontalPlacement {
    case .after: left = anchor.right
    case .center: left = anchor.left + anchor.width / 2
    default: left = anchor.left
    }
    var top: Int
    switch anchorGravity.verticalPlacement {
    case .after: top = anchor.bottom
    case .center: top = anchor.top + anchor.height / 2
    default: top = anchor.top
    }
    switch gravity.horizontalPlacement {
    case .after: break
    case .center: left -= width / 2
    default: left -= width
    }
    switch gravity.verticalPlacement {
    case .after: break
    case .center: top -= height / 2
    default: top -= height
    }
    let margins = child.params.margins
    left = max(
      node.padding.left + margins.left,
      min(left, node.frame.width - node.padding.right - width - margins.right)
    )
    top = max(
      node.padding.top + margins.top,
      min(top, node.frame.height - node.padding.bottom - height - margins.bottom)
    )
    return PixelBounds(left: left, top: top, right: left + width, bottom: top + height)
  }

  /// Whether `child` has `AppBarLayout.ScrollingViewBehavior`.
  private static func isScrollingView(_ child: LayoutNode) -> Bool {
    if case .scrollingView = child.params.coordinator.behavior { return true }
    return false
  }

  /// The first AppBarLayout child other than `index`.
  private static func appBar(in node: LayoutNode, excluding index: Int) -> Int? {
    node.children.indices.first { other in
      guard other != index, node.children[other].isLaidOut else { return false }
      if case .appBar = node.children[other].kind { return true }
      return false
    }
  }

  /// The bounds of the descendant with `id` in `node`'s coordinates (its laid-out frames
  /// summed), not counting child `excluding` and its subtree.
  private static func rect(of id: String, in node: LayoutNode, excluding: Int) -> PixelBounds? {
    func search(_ children: [LayoutNode], dx: Int, dy: Int) -> PixelBounds? {
      for child in children {
        let frame = child.frame
        if child.id == id {
          return PixelBounds(
            left: frame.left + dx,
            top: frame.top + dy,
            right: frame.right + dx,
            bottom: frame.bottom + dy
          )
        }
        if let found = search(child.children, dx: dx + frame.left, dy: dy + frame.top) {
          return found
        }
      }
      return nil
    }
    var others = node.children
    others.remove(at: excluding)
    return search(others, dx: 0, dy: 0)
  }
}
