import SceneDiffCore

extension RelativeLayoutRules {
  /// `applyHorizontalSizeRules`: the left and right edges the anchor and parent rules give.
  static func applyHorizontalRules(
    _ node: inout LayoutNode,
    _ index: Int,
    _ rules: [ResolvedRelativeRules],
    _ graph: RelativeDependencyGraph,
    _ myWidth: Int
  ) {
    let rule = rules[index]
    let margins = node.children[index].params.margins
    let padding = node.padding
    var left = notSet
    var right = notSet
    func anchor(_ relation: KeyPath<ResolvedRelativeRules, String?>) -> LayoutNode? {
      graph.relatedView(rule[keyPath: relation], relation, node.children, rules)
        .map { node.children[$0] }
    }
    let parentRight = myWidth >= 0 ? myWidth - padding.right - margins.right : notSet
    if let a = anchor(\.leftOf) {
      right = a.frame.left - (a.params.margins.left + margins.right)
    } else if rule.alignWithParentIfMissing, rule.leftOf != nil {
      right = parentRight
    }
    if let a = anchor(\.rightOf) {
      left = a.frame.right + (a.params.margins.right + margins.left)
    } else if rule.alignWithParentIfMissing, rule.rightOf != nil {
      left = padding.left + margins.left
    }
    if let a = anchor(\.alignLeft) {
      left = a.frame.left + margins.left
    } else if rule.alignWithParentIfMissing, rule.alignLeft != nil {
      left = padding.left + margins.left
    }
    if let a = anchor(\.alignRight) {
      right = a.frame.right - margins.right
    } else if rule.alignWithParentIfMissing, rule.alignRight != nil {
      right = parentRight
    }
    if rule.alignParentLeft { left = padding.left + margins.left }
    if rule.alignParentRight, myWidth >= 0 { right = parentRight }
    node.children[index].frame.left = left
    node.children[index].frame.right = right
  }

  /// `applyVerticalSizeRules`: the top and bottom edges, baseline alignment first.
  static func applyVerticalRules(
    _ node: inout LayoutNode,
    _ index: Int,
    _ rules: [ResolvedRelativeRules],
    _ graph: RelativeDependencyGraph,
    _ myHeight: Int
  ) {
    let rule = rules[index]
    let child = node.children[index]
    let margins = child.params.margins
    let padding = node.padding
    var top = notSet
    var bottom = notSet
    func anchor(_ relation: KeyPath<ResolvedRelativeRules, String?>) -> LayoutNode? {
      graph.relatedView(rule[keyPath: relation], relation, node.children, rules)
        .map { node.children[$0] }
    }
    let parentBottom = myHeight >= 0 ? myHeight - padding.bottom - margins.bottom : notSet
    if let a = anchor(\.alignBaseline) {
      var offset = a.frame.top + a.baseline
      let own = child.baseline
      if a.baseline != -1, own != -1 { offset -= own }
      top = offset
    }
    if let a = anchor(\.above) {
      bottom = a.frame.top - (a.params.margins.top + margins.bottom)
    } else if rule.alignWithParentIfMissing, rule.above != nil {
      bottom = parentBottom
    }
    if let a = anchor(\.below) {
      top = a.frame.bottom + (a.params.margins.bottom + margins.top)
    } else if rule.alignWithParentIfMissing, rule.below != nil {
      top = padding.top + margins.top
    }
    if let a = anchor(\.alignTop) {
      top = a.frame.top + margins.top
    } else if rule.alignWithParentIfMissing, rule.alignTop != nil {
      top = padding.top + margins.top
    }
    if let a = anchor(\.alignBottom) {
      bottom = a.frame.bottom - margins.bottom
    } else if rule.alignWithParentIfMissing, rule.alignBottom != nil {
      bottom = parentBottom
    }
    if rule.alignParentTop { top = padding.top + margins.top }
    if rule.alignParentBottom, myHeight >= 0 { bottom = parentBottom }
    node.children[index].frame.top = top
    node.children[index].frame.bottom = bottom
  }

  /// `measureChildHorizontal`: the width from the horizontal edges; a provisional height.
  static func measureHorizontally(
    _ node: inout LayoutNode,
    _ index: Int,
    _ myWidth: Int,
    _ myHeight: Int,
    _ context: inout LayoutContext
  ) {
    let child = node.children[index]
    let params = child.params
    let widthSpec = horizontalSpec(node, index, myWidth)
    let heightSpec: MeasureSpec
    if myHeight < 0 {
      heightSpec =
        params.height.pixels.map { $0 >= 0 ? .exactly($0) : .unspecified() }
        ?? .unspecified()
    } else {
      let maxHeight = max(
        0,
        myHeight - node.padding.vertical - params.margins.vertical
      )
      heightSpec = params.height == .matchParent ? .exactly(maxHeight) : .atMost(maxHeight)
    }
    let frame = child.frame
    node.children[index].measure(widthSpec, heightSpec, &context)
    node.children[index].frame = frame
  }

  /// `measureChild`: the final measure with both axes' edges.
  static func measureVertically(
    _ node: inout LayoutNode,
    _ index: Int,
    _ myWidth: Int,
    _ myHeight: Int,
    _ context: inout LayoutContext
  ) {
    let child = node.children[index]
    let params = child.params
    let widthSpec = horizontalSpec(node, index, myWidth)
    let heightSpec = childSpec(
      child.frame.top,
      child.frame.bottom,
      params.height,
      params.margins.top,
      params.margins.bottom,
      node.padding.top,
      node.padding.bottom,
      myHeight
    )
    let frame = child.frame
    node.children[index].measure(widthSpec, heightSpec, &context)
    node.children[index].frame = frame
  }

  /// The width spec of child `index` from its horizontal edges (both measure passes use it).
  private static func horizontalSpec(_ node: LayoutNode, _ index: Int, _ myWidth: Int)
    -> MeasureSpec
  {
    let child = node.children[index]
    return childSpec(
      child.frame.left,
      child.frame.right,
      child.params.width,
      child.params.margins.left,
      child.params.margins.right,
      node.padding.left,
      node.padding.right,
      myWidth
    )
  }

  /// RelativeLayout's own `getChildMeasureSpec` for one axis (§6.3).
  static func childSpec(
    _ start: Int,
    _ end: Int,
    _ size: LayoutSize,
    _ startMargin: Int,
    _ endMargin: Int,
    _ startPadding: Int,
    _ endPadding: Int,
    _ mySize: Int
  ) -> MeasureSpec {
    let bothKnown = start != notSet && end != notSet
    if mySize < 0 {
      if bothKnown { return .exactly(max(0, end - start)) }
      if let fixed = size.pixels, fixed >= 0 { return .exactly(fixed) }
      return .unspecified()
    }
    let from = start == notSet ? startPadding + startMargin : start
    let to = end == notSet ? mySize - endPadding - endMargin : end
    let available = to - from
    if bothKnown { return .exactly(max(0, available)) }
    switch size {
    case .exactly(let fixed) where fixed >= 0:
      return .exactly(available >= 0 ? min(available, fixed) : fixed)
    case .matchParent: return .exactly(max(0, available))
    case .wrapContent: return available >= 0 ? .atMost(available) : .unspecified()
    case .exactly: return .unspecified()  // a negative size other than −1/−2
    }
  }
}
