import SceneDiffCore

/// RelativeLayout's measure and layout (§6), after the current `RelativeLayout.java`
/// (target API ≥ 19: margins count in the wrapped size, vertical specs leave out padding and
/// margins).
///
/// Measuring computes every child's edges (Android's `mLeft`…`mBottom` in the layout
/// params); they are kept in the children's ``LayoutNode/frame`` until ``layout(_:_:_:)``
/// applies them.
enum RelativeLayoutRules {
  /// An edge not set by any rule (`VALUE_NOT_SET`).
  static let notSet = Int.min

  /// `RelativeLayout.onMeasure`.
  static func measure(
    _ node: inout LayoutNode,
    _ properties: RelativeProperties,
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    let rules = node.children.map { ResolvedRelativeRules($0.params.relative, $0.isRightToLeft) }
    let graph = RelativeDependencyGraph(node.children, rules)
    let myWidth = width.mode == .unspecified ? -1 : width.size
    let myHeight = height.mode == .unspecified ? -1 : height.size
    var measuredWidth = width.mode == .exactly ? myWidth : 0
    var measuredHeight = height.mode == .exactly ? myHeight : 0
    let wrapsWidth = width.mode != .exactly
    let wrapsHeight = height.mode != .exactly
    var offsetHorizontal = false
    var offsetVertical = false
    let rtl = node.isRightToLeft

    for index in graph.horizontalOrder where node.children[index].isLaidOut {
      applyHorizontalRules(&node, index, rules, graph, myWidth)
      measureHorizontally(&node, index, myWidth, myHeight, &context)
      if positionHorizontally(&node, index, rules[index], myWidth, wraps: wrapsWidth, rtl: rtl) {
        offsetHorizontal = true
      }
    }

    let ignore = properties.ignoreGravity
    var box = (left: Int.max, top: Int.max, right: Int.min, bottom: Int.min)
    for index in graph.verticalOrder where node.children[index].isLaidOut {
      applyVerticalRules(&node, index, rules, graph, myHeight)
      measureVertically(&node, index, myWidth, myHeight, &context)
      if positionVertically(&node, index, rules[index], myHeight, wraps: wrapsHeight) {
        offsetVertical = true
      }
      let child = node.children[index]
      let margins = child.params.margins
      if wrapsWidth { measuredWidth = max(measuredWidth, child.frame.right + margins.right) }
      if wrapsHeight { measuredHeight = max(measuredHeight, child.frame.bottom + margins.bottom) }
      if ignore == nil || child.id != ignore {
        box.left = min(box.left, child.frame.left - margins.left)
        box.top = min(box.top, child.frame.top - margins.top)
        box.right = max(box.right, child.frame.right + margins.right)
        box.bottom = max(box.bottom, child.frame.bottom + margins.bottom)
      }
    }

    if wrapsWidth {
      measuredWidth += node.padding.right
      if let fixed = node.params.width.pixels, fixed >= 0 {
        measuredWidth = max(measuredWidth, fixed)
      }
      measuredWidth = width.resolve(max(measuredWidth, node.suggestedMinimumWidth))
      if offsetHorizontal {
        for index in node.children.indices where node.children[index].isLaidOut {
          let w = node.children[index].measuredWidth
          if rules[index].centerHorizontal {
            setHorizontal(&node, index, left: (measuredWidth - w) / 2)
          } else if rules[index].alignParentRight {
            setHorizontal(&node, index, left: measuredWidth - node.padding.right - w)
          }
        }
      }
    }
    if wrapsHeight {
      measuredHeight += node.padding.bottom
      if let fixed = node.params.height.pixels, fixed >= 0 {
        measuredHeight = max(measuredHeight, fixed)
      }
      measuredHeight = height.resolve(max(measuredHeight, node.suggestedMinimumHeight))
      if offsetVertical {
        for index in node.children.indices where node.children[index].isLaidOut {
          let h = node.children[index].measuredHeight
          if rules[index].centerVertical {
            setVertical(&node, index, top: (measuredHeight - h) / 2)
          } else if rules[index].alignParentBottom {
            setVertical(&node, index, top: measuredHeight - node.padding.bottom - h)
          }
        }
      }
    }

    applyGravity(&node, properties, box, measuredWidth, measuredHeight)
    if rtl, myWidth >= 0 {
      let shift = myWidth - measuredWidth
      for index in node.children.indices where node.children[index].isLaidOut {
        node.children[index].frame.left -= shift
        node.children[index].frame.right -= shift
      }
    }
    node.setMeasured(measuredWidth, measuredHeight)
  }

  /// `onLayout`: applies the edges computed while measuring.
  static func layout(
    _ node: inout LayoutNode,
    _ properties: RelativeProperties,
    _ context: inout LayoutContext
  ) {
    for index in node.children.indices where node.children[index].isLaidOut {
      let bounds = node.children[index].frame
      node.children[index].layout(bounds, &context)
    }
  }

  /// `getBaseline`: the top-left-most child's baseline plus its top (Android adds the top
  /// even when that child has no baseline), −1 with no laid-out child.
  static func baseline(of node: LayoutNode) -> Int {
    var best: LayoutNode?
    for child in node.children where child.isLaidOut {
      guard let current = best else {
        best = child
        continue
      }
      let topDiff = child.frame.top - current.frame.top
      if topDiff < 0 || (topDiff == 0 && child.frame.left < current.frame.left) { best = child }
    }
    guard let best else { return -1 }
    return best.baseline + best.frame.top
  }

  /// The ids of one circle of dependencies among `node`'s children (either graph), `nil`
  /// when there is none.
  static func dependencyCycle(in node: LayoutNode) -> [String]? {
    let rules = node.children.map { ResolvedRelativeRules($0.params.relative, $0.isRightToLeft) }
    let graph = RelativeDependencyGraph(node.children, rules)
    return graph.cycle
  }

  // MARK: - Gravity

  /// Moves every child (except `ignoreGravity`) so that their bounding box sits in the padded
  /// area by the RelativeLayout's `gravity`.
  private static func applyGravity(
    _ node: inout LayoutNode,
    _ properties: RelativeProperties,
    _ box: (left: Int, top: Int, right: Int, bottom: Int),
    _ width: Int,
    _ height: Int
  ) {
    let gravity = properties.gravity
    let horizontal =
      gravity.rawValue & Gravity.relativeHorizontalMask
      != Gravity.start.rawValue & Gravity.relativeHorizontalMask
    let vertical = gravity.rawValue & Gravity.verticalMask != Gravity.top.rawValue
    guard horizontal || vertical, box.left <= box.right else { return }
    let area = PixelBounds(
      left: node.padding.left,
      top: node.padding.top,
      right: width - node.padding.right,
      bottom: height - node.padding.bottom
    )
    let content = gravity.absolute(isRightToLeft: node.isRightToLeft)
      .apply(width: box.right - box.left, height: box.bottom - box.top, in: area)
    let dx = content.left - box.left
    let dy = content.top - box.top
    guard dx != 0 || dy != 0 else { return }
    for index in node.children.indices where node.children[index].isLaidOut {
      if let ignore = properties.ignoreGravity, node.children[index].id == ignore { continue }
      if horizontal {
        node.children[index].frame.left += dx
        node.children[index].frame.right += dx
      }
      if vertical {
        node.children[index].frame.top += dy
        node.children[index].frame.bottom += dy
      }
    }
  }

  // MARK: - Positions

  private static func setHorizontal(_ node: inout LayoutNode, _ index: Int, left: Int) {
    node.children[index].frame.left = left
    node.children[index].frame.right = left + node.children[index].measuredWidth
  }

  private static func setVertical(_ node: inout LayoutNode, _ index: Int, top: Int) {
    node.children[index].frame.top = top
    node.children[index].frame.bottom = top + node.children[index].measuredHeight
  }

  /// `positionChildHorizontal`; `true` when the child is centred while the width wraps.
  private static func positionHorizontally(
    _ node: inout LayoutNode,
    _ index: Int,
    _ rules: ResolvedRelativeRules,
    _ myWidth: Int,
    wraps: Bool,
    rtl: Bool
  ) -> Bool {
    let child = node.children[index]
    let w = child.measuredWidth
    let margins = child.params.margins
    var frame = child.frame
    if frame.left == notSet, frame.right != notSet {
      frame.left = frame.right - w
    } else if frame.left != notSet, frame.right == notSet {
      frame.right = frame.left + w
    } else if frame.left == notSet, frame.right == notSet {
      if rules.centerHorizontal && !wraps {
        frame.left = (myWidth - w) / 2
        frame.right = frame.left + w
      } else if rtl {
        frame.right = myWidth - node.padding.right - margins.right
        frame.left = frame.right - w
      } else {
        frame.left = node.padding.left + margins.left
        frame.right = frame.left + w
      }
      node.children[index].frame = frame
      return rules.centerHorizontal
    }
    node.children[index].frame = frame
    return false
  }

  /// `positionChildVertical`; `true` when the child is centred (or at the parent's bottom)
  /// while the height wraps.
  private static func positionVertically(
    _ node: inout LayoutNode,
    _ index: Int,
    _ rules: ResolvedRelativeRules,
    _ myHeight: Int,
    wraps: Bool
  ) -> Bool {
    let child = node.children[index]
    let h = child.measuredHeight
    var frame = child.frame
    if frame.top == notSet, frame.bottom != notSet {
      frame.top = frame.bottom - h
    } else if frame.top != notSet, frame.bottom == notSet {
      frame.bottom = frame.top + h
    } else if frame.top == notSet, frame.bottom == notSet {
      if rules.centerVertical && !wraps {
        frame.top = (myHeight - h) / 2
      } else {
        frame.top = node.padding.top + child.params.margins.top
      }
      frame.bottom = frame.top + h
      node.children[index].frame = frame
      return rules.centerVertical || rules.alignParentBottom
    }
    node.children[index].frame = frame
    return rules.alignParentBottom
  }
}
