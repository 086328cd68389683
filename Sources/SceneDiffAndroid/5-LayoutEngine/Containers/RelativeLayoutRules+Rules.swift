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
    // The rule and the anchors are read in place: copied, a rule retained and released its
    // nine ids, and an anchor every field of its node.
    let margins = node.children[index].params.margins
    let padding = node.padding
    var left = notSet
    var right = notSet
    // The id is read as a field: through the key path, the whole rule was copied.
    func anchor(_ id: String?, _ relation: KeyPath<ResolvedRelativeRules, String?>) -> Int? {
      graph.relatedView(id, relation, node.children, rules)
    }
    let parentRight = myWidth >= 0 ? myWidth - padding.right - margins.right : notSet
    if let a = anchor(rules[index].leftOf, \.leftOf) {
      right = node.children[a].frame.left - (node.children[a].params.margins.left + margins.right)
    } else if rules[index].alignWithParentIfMissing, rules[index].leftOf != nil {
      right = parentRight
    }
    if let a = anchor(rules[index].rightOf, \.rightOf) {
      left = node.children[a].frame.right + (node.children[a].params.margins.right + margins.left)
    } else if rules[index].alignWithParentIfMissing, rules[index].rightOf != nil {
      left = padding.left + margins.left
    }
    if let a = anchor(rules[index].alignLeft, \.alignLeft) {
      left = node.children[a].frame.left + margins.left
    } else if rules[index].alignWithParentIfMissing, rules[index].alignLeft != nil {
      left = padding.left + margins.left
    }
    if let a = anchor(rules[index].alignRight, \.alignRight) {
      right = node.children[a].frame.right - margins.right
    } else if rules[index].alignWithParentIfMissing, rules[index].alignRight != nil {
      right = parentRight
    }
    if rules[index].alignParentLeft { left = padding.left + margins.left }
    if rules[index].alignParentRight, myWidth >= 0 { right = parentRight }
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
    // In place, as in ``applyHorizontalRules(_:_:_:_:_:)``.
    let margins = node.children[index].params.margins
    let padding = node.padding
    var top = notSet
    var bottom = notSet
    // The id is read as a field: through the key path, the whole rule was copied.
    func anchor(_ id: String?, _ relation: KeyPath<ResolvedRelativeRules, String?>) -> Int? {
      graph.relatedView(id, relation, node.children, rules)
    }
    let parentBottom = myHeight >= 0 ? myHeight - padding.bottom - margins.bottom : notSet
    if let a = anchor(rules[index].alignBaseline, \.alignBaseline) {
      var offset = node.children[a].frame.top + node.children[a].baseline
      let own = node.children[index].baseline
      if node.children[a].baseline != -1, own != -1 { offset -= own }
      top = offset
    }
    if let a = anchor(rules[index].above, \.above) {
      bottom = node.children[a].frame.top - (node.children[a].params.margins.top + margins.bottom)
    } else if rules[index].alignWithParentIfMissing, rules[index].above != nil {
      bottom = parentBottom
    }
    if let a = anchor(rules[index].below, \.below) {
      top = node.children[a].frame.bottom + (node.children[a].params.margins.bottom + margins.top)
    } else if rules[index].alignWithParentIfMissing, rules[index].below != nil {
      top = padding.top + margins.top
    }
    if let a = anchor(rules[index].alignTop, \.alignTop) {
      top = node.children[a].frame.top + margins.top
    } else if rules[index].alignWithParentIfMissing, rules[index].alignTop != nil {
      top = padding.top + margins.top
    }
    if let a = anchor(rules[index].alignBottom, \.alignBottom) {
      bottom = node.children[a].frame.bottom - margins.bottom
    } else if rules[index].alignWithParentIfMissing, rules[index].alignBottom != nil {
      bottom = parentBottom
    }
    if rules[index].alignParentTop { top = padding.top + margins.top }
    if rules[index].alignParentBottom, myHeight >= 0 { bottom = parentBottom }
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
