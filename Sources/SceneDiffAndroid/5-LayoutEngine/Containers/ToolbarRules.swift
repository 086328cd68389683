import SceneDiffCore

/// Toolbar's measure and layout of its custom children (§8.4).
///
/// The title, navigation button and menu are internal views, not scene views: the navigation
/// button (when `navigationIcon` is set) only takes its width at the start, and menu items are
/// not modelled. Custom children are measured with the content insets counted as used width
/// and placed from the start inset, their start margin collapsing into it; vertically they are
/// centred unless their `layout_gravity` says otherwise.
enum ToolbarRules {
  /// `Toolbar.onMeasure`.
  static func measure(
    _ node: inout LayoutNode,
    _ properties: ToolbarProperties,
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    let insets = contentInsets(node, properties)
    let navigation = properties.navigationButton ?? PixelSize(width: 0, height: 0)
    var used = max(insets.start, navigation.width)
    var collapsing = (start: max(0, insets.start - navigation.width), end: 0)
    used += insets.end
    collapsing.end = insets.end
    var maxHeight = navigation.height
    for index in node.children.indices where node.children[index].isLaidOut {
      let params = node.children[index].params
      let margins = params.margins
      let (leading, trailing) =
        node.isRightToLeft ? (margins.right, margins.left) : (margins.left, margins.right)
      let startDiff = leading - collapsing.start
      let endDiff = trailing - collapsing.end
      let horizontalMargins = max(0, startDiff) + max(0, endDiff)
      collapsing = (max(0, -startDiff), max(0, -endDiff))
      let widthSpec = width.child(
        used: node.padding.horizontal + horizontalMargins + used,
        size: params.width
      )
      let heightSpec = height.child(
        used: node.padding.vertical + margins.vertical,
        size: params.height
      )
      node.children[index].measure(widthSpec, heightSpec, &context)
      let child = node.children[index]
      used += child.measuredWidth + horizontalMargins
      maxHeight = max(maxHeight, child.measuredHeight + margins.vertical)
    }
    let measuredWidth = max(used + node.padding.horizontal, node.suggestedMinimumWidth)
    let measuredHeight = max(maxHeight + node.padding.vertical, node.suggestedMinimumHeight)
    node.setMeasured(width.resolve(measuredWidth), height.resolve(measuredHeight))
  }

  /// `Toolbar.onLayout` for custom children: start-gravity children from the start inset,
  /// end-gravity ones from the end inset, centre-gravity ones centred.
  static func layout(
    _ node: inout LayoutNode,
    _ properties: ToolbarProperties,
    _ context: inout LayoutContext
  ) {
    let rtl = node.isRightToLeft
    let insets = contentInsets(node, properties)
    let (insetLeft, insetRight) = rtl ? (insets.end, insets.start) : (insets.start, insets.end)
    var left = node.padding.left
    var right = node.frame.width - node.padding.right
    if let navigation = properties.navigationButton {
      if rtl { right -= navigation.width } else { left += navigation.width }
    }
    var collapsingLeft = max(0, insetLeft - left)
    var collapsingRight = max(0, insetRight - (node.frame.width - node.padding.right - right))
    left = max(left, insetLeft)
    right = min(right, node.frame.width - node.padding.right - insetRight)
    var centered: [Int] = []
    for index in node.children.indices where node.children[index].isLaidOut {
      let child = node.children[index]
      let gravity = (child.params.gravity ?? .none).absolute(isRightToLeft: rtl)
      let margins = child.params.margins
      let top = childTop(child, node, properties)
      switch gravity.horizontalPlacement {
      case .center:
        centered.append(index)
      case .after:
        let r = margins.right - collapsingRight
        right -= max(0, r)
        collapsingRight = max(0, -r)
        node.layoutChild(index, left: right - child.measuredWidth, top: top, &context)
        right -= child.measuredWidth + margins.left
      default:
        let l = margins.left - collapsingLeft
        left += max(0, l)
        collapsingLeft = max(0, -l)
        node.layoutChild(index, left: left, top: top, &context)
        left += child.measuredWidth + margins.right
      }
    }
    for index in centered {
      let child = node.children[index]
      let start = (node.frame.width - child.measuredWidth) / 2
      let placed = min(max(start, left), max(left, right - child.measuredWidth))
      node.layoutChild(index, left: placed, top: childTop(child, node, properties), &context)
    }
  }

  /// The start and end content insets in force (`getCurrentContentInsetStart/End`).
  private static func contentInsets(_ node: LayoutNode, _ properties: ToolbarProperties)
    -> (start: Int, end: Int)
  {
    var start = properties.contentInsetStart
    var end = properties.contentInsetEnd
    if node.isRightToLeft {
      if let right = properties.contentInsetRight { start = right }
      if let left = properties.contentInsetLeft { end = left }
    } else {
      if let left = properties.contentInsetLeft { start = left }
      if let right = properties.contentInsetRight { end = right }
    }
    if properties.navigationButton != nil {
      start = max(start, properties.contentInsetStartWithNavigation)
    }
    if properties.hasMenu { end = max(end, properties.contentInsetEndWithActions) }
    return (start, end)
  }

  /// `Toolbar.getChildTop`: top, bottom or (the default, from the Toolbar's gravity) centred,
  /// kept clear of the child's vertical margins.
  private static func childTop(
    _ child: LayoutNode,
    _ node: LayoutNode,
    _ properties: ToolbarProperties
  ) -> Int {
    let own = child.params.gravity?.verticalPlacement ?? .none
    let placement = own == .none ? properties.gravity.verticalPlacement : own
    let margins = child.params.margins
    let height = node.frame.height
    switch placement {
    case .before: return node.padding.top
    case .after:
      return height - node.padding.bottom - child.measuredHeight - margins.bottom
    default:
      let space = height - node.padding.top - node.padding.bottom
      var above = (space - child.measuredHeight) / 2
      if above < margins.top {
        above = margins.top
      } else {
        let below =
          height - node.padding.bottom - child.measuredHeight - above
          - node.padding.top
        if below < margins.bottom { above = max(0, above - (margins.bottom - below)) }
      }
      return node.padding.top + above
    }
  }
}
