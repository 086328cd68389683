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

  /// The edges of the children's bounding box, margins included.
  private typealias Box = (left: Int, top: Int, right: Int, bottom: Int)

  /// `RelativeLayout.onMeasure`.
  ///
  /// The horizontal pass places the children left to right in the order of their horizontal
  /// dependencies, the vertical pass top to bottom in the order of their vertical ones; a
  /// wrapping size is then the children's extent plus padding, and children centred or at the
  /// parent's right or bottom edge are moved to it. Last, `gravity` moves the children as one
  /// box, and a right-to-left layout moves them by the spec's unused width.
  static func measure(
    _ node: inout LayoutNode,
    _ properties: RelativeProperties,
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    if properties.isPercent { PercentLayoutRules.adjustChildren(&node, width, height) }
    let rules = node.children.map { ResolvedRelativeRules($0.params.relative, $0.isRightToLeft) }
    let graph = RelativeDependencyGraph(node.children, rules)
    let myWidth = width.mode == .unspecified ? -1 : width.size
    let myHeight = height.mode == .unspecified ? -1 : height.size
    let wrapsWidth = width.mode != .exactly
    let wrapsHeight = height.mode != .exactly
    let offsetHorizontal = horizontalPass(
      &node,
      rules,
      graph,
      myWidth,
      myHeight,
      wraps: wrapsWidth,
      &context
    )
    let vertical = verticalPass(
      &node,
      properties,
      rules,
      graph,
      myWidth,
      myHeight,
      wraps: wrapsHeight,
      &context
    )
    var measuredWidth = wrapsWidth ? vertical.right : myWidth
    var measuredHeight = wrapsHeight ? vertical.bottom : myHeight
    if wrapsWidth {
      measuredWidth = wrappedWidth(&node, rules, measuredWidth, width, offset: offsetHorizontal)
    }
    if wrapsHeight {
      measuredHeight = wrappedHeight(&node, rules, measuredHeight, height, offset: vertical.offset)
    }
    applyGravity(&node, properties, vertical.box, measuredWidth, measuredHeight)
    if node.isRightToLeft, myWidth >= 0 {
      shiftForRightToLeft(&node, by: myWidth - measuredWidth)
    }
    node.setMeasured(measuredWidth, measuredHeight)
  }

  /// The horizontal pass, in the order of horizontal dependencies: each child's left and
  /// right edges from its rules, its width, then its position; `true` when some child is
  /// centred while the width wraps (`offsetHorizontalAxis`).
  private static func horizontalPass(
    _ node: inout LayoutNode,
    _ rules: [ResolvedRelativeRules],
    _ graph: RelativeDependencyGraph,
    _ myWidth: Int,
    _ myHeight: Int,
    wraps: Bool,
    _ context: inout LayoutContext
  ) -> Bool {
    var offset = false
    let rtl = node.isRightToLeft
    for index in graph.horizontalOrder where node.children[index].isLaidOut {
      applyHorizontalRules(&node, index, rules, graph, myWidth)
      measureHorizontally(&node, index, myWidth, myHeight, &context)
      if positionHorizontally(&node, index, rules[index], myWidth, wraps: wraps, rtl: rtl) {
        offset = true
      }
    }
    return offset
  }

  /// The vertical pass, in the order of vertical dependencies: each child's top and bottom
  /// edges from its rules, its final measure, then its position.
  ///
  /// - Returns: The children's right and bottom extent with margins (at least 0), the box
  ///   `gravity` moves (every child but `ignoreGravity`), and whether some child is centred
  ///   or at the parent's bottom while the height wraps (`offsetVerticalAxis`).
  private static func verticalPass(
    _ node: inout LayoutNode,
    _ properties: RelativeProperties,
    _ rules: [ResolvedRelativeRules],
    _ graph: RelativeDependencyGraph,
    _ myWidth: Int,
    _ myHeight: Int,
    wraps: Bool,
    _ context: inout LayoutContext
  ) -> (right: Int, bottom: Int, box: Box, offset: Bool) {
    var right = 0
    var bottom = 0
    var offset = false
    let ignore = properties.ignoreGravity
    var box: Box = (left: Int.max, top: Int.max, right: Int.min, bottom: Int.min)
    for index in graph.verticalOrder where node.children[index].isLaidOut {
      applyVerticalRules(&node, index, rules, graph, myHeight)
      measureVertically(&node, index, myWidth, myHeight, &context)
      if positionVertically(&node, index, rules[index], myHeight, wraps: wraps) {
        offset = true
      }
      let child = node.children[index]
      let margins = child.params.margins
      right = max(right, child.frame.right + margins.right)
      bottom = max(bottom, child.frame.bottom + margins.bottom)
      if ignore == nil || child.id != ignore {
        box.left = min(box.left, child.frame.left - margins.left)
        box.top = min(box.top, child.frame.top - margins.top)
        box.right = max(box.right, child.frame.right + margins.right)
        box.bottom = max(box.bottom, child.frame.bottom + margins.bottom)
      }
    }
    return (right, bottom, box, offset)
  }

  /// A wrapping width: the children's extent plus right padding, at least a fixed
  /// `layout_width` and the minimum, resolved against the spec; with `offset`, children
  /// centred or at the parent's right edge are moved for that width.
  private static func wrappedWidth(
    _ node: inout LayoutNode,
    _ rules: [ResolvedRelativeRules],
    _ extent: Int,
    _ width: MeasureSpec,
    offset: Bool
  ) -> Int {
    var measuredWidth = extent + node.padding.right
    if let fixed = node.params.width.pixels, fixed >= 0 {
      measuredWidth = max(measuredWidth, fixed)
    }
    measuredWidth = width.resolve(max(measuredWidth, node.suggestedMinimumWidth))
    guard offset else { return measuredWidth }
    for index in node.children.indices where node.children[index].isLaidOut {
      let w = node.children[index].measuredWidth
      if rules[index].centerHorizontal {
        setHorizontal(&node, index, left: (measuredWidth - w) / 2)
      } else if rules[index].alignParentRight {
        setHorizontal(&node, index, left: measuredWidth - node.padding.right - w)
      }
    }
    return measuredWidth
  }

  /// A wrapping height: the children's extent plus bottom padding, at least a fixed
  /// `layout_height` and the minimum, resolved against the spec; with `offset`, children
  /// centred or at the parent's bottom edge are moved for that height.
  private static func wrappedHeight(
    _ node: inout LayoutNode,
    _ rules: [ResolvedRelativeRules],
    _ extent: Int,
    _ height: MeasureSpec,
    offset: Bool
  ) -> Int {
    var measuredHeight = extent + node.padding.bottom
    if let fixed = node.params.height.pixels, fixed >= 0 {
      measuredHeight = max(measuredHeight, fixed)
    }
    measuredHeight = height.resolve(max(measuredHeight, node.suggestedMinimumHeight))
    guard offset else { return measuredHeight }
    for index in node.children.indices where node.children[index].isLaidOut {
      let h = node.children[index].measuredHeight
      if rules[index].centerVertical {
        setVertical(&node, index, top: (measuredHeight - h) / 2)
      } else if rules[index].alignParentBottom {
        setVertical(&node, index, top: measuredHeight - node.padding.bottom - h)
      }
    }
    return measuredHeight
  }

  /// Moves every child left by `shift`, the spec's width less the measured one: a
  /// right-to-left layout placed its children against the spec's right edge.
  private static func shiftForRightToLeft(_ node: inout LayoutNode, by shift: Int) {
    for index in node.children.indices where node.children[index].isLaidOut {
      node.children[index].frame.left -= shift
      node.children[index].frame.right -= shift
    }
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
  ///
  /// Without a rule that names a sibling there is no dependency, so no circle: the rules are
  /// then not resolved nor the graphs made.
  static func dependencyCycle(in node: LayoutNode) -> [String]? {
    let namesAView = node.children.withUnsafeBufferPointer { children in
      children.indices.contains { children[$0].params.relative.namesAView }
    }
    guard namesAView else { return nil }
    let rules = node.children.map { ResolvedRelativeRules($0.params.relative, $0.isRightToLeft) }
    let graph = RelativeDependencyGraph(node.children, rules)
    return graph.cycle
  }

  // MARK: - Gravity

  /// Moves every child (except `ignoreGravity`) so that their bounding box sits in the padded
  /// area by the RelativeLayout's `gravity`.
  ///
  /// As `RelativeLayout.onMeasure` does, an axis moves only when its part of `gravity` is set
  /// and is not `start` (horizontal) or `top` (vertical): `center_horizontal` alone centres
  /// the children horizontally and leaves them where they are vertically.
  private static func applyGravity(
    _ node: inout LayoutNode,
    _ properties: RelativeProperties,
    _ box: Box,
    _ width: Int,
    _ height: Int
  ) {
    // RelativeLayout reads `gravity` as written (no missing axis is filled in) and shifts
    // along an axis only when that axis has a flag other than start / top.
    let gravity = properties.gravity
    let horizontalBits = gravity.rawValue & Gravity.relativeHorizontalMask
    let horizontal = horizontalBits != 0 && horizontalBits != Gravity.start.rawValue
    let verticalBits = gravity.rawValue & Gravity.verticalMask
    let vertical = verticalBits != 0 && verticalBits != Gravity.top.rawValue
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
