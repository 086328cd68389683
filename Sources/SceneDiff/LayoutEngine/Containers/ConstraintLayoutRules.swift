/// ConstraintLayout's measure and layout (§7): the documented behaviour, solved axis by axis
/// with ``ConstraintAxisSolver``.
///
/// Widths are solved first (children measured with their width rule and a provisional
/// height), then heights with the final widths, so text wraps at its final width. A
/// `wrap_content` ConstraintLayout takes the size its constraints need. Frames are computed
/// while measuring and kept in the children's ``LayoutNode/frame`` until layout.
enum ConstraintLayoutRules {
  /// `ConstraintLayout.onMeasure`.
  static func measure(
    _ node: inout LayoutNode,
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    let ids = Dictionary(
      node.children.enumerated().compactMap { index, child in child.id.map { ($0, index) } },
      uniquingKeysWith: { first, _ in first }
    )
    let innerWidth = max(0, width.size - node.padding.horizontal)
    let innerHeight = max(0, height.size - node.padding.vertical)

    // Horizontal: measure each child for its width.
    for index in node.children.indices where node.children[index].isLaidOut {
      let params = node.children[index].params
      let widthSpec = wrapSpec(params.width, width, innerWidth, params.margins.horizontal)
      let heightSpec = wrapSpec(params.height, height, innerHeight, params.margins.vertical)
      node.children[index].measure(widthSpec, heightSpec, &context)
    }
    let horizontal = ConstraintAxisSolver(
      axes: node.children.map { horizontalAxis($0, ids, node.isRightToLeft) },
      paddingBegin: node.padding.left,
      paddingEnd: node.padding.right
    )
    let measuredWidth =
      width.mode == .exactly
      ? width.size
      : width.resolve(max(horizontal.requiredSize(), node.suggestedMinimumWidth))
    let columns = horizontal.solve(parentSize: measuredWidth)

    // Vertical: measure again at the final width.
    for index in node.children.indices where node.children[index].isLaidOut {
      let params = node.children[index].params
      let heightSpec = wrapSpec(params.height, height, innerHeight, params.margins.vertical)
      node.children[index].measure(.exactly(columns[index].size), heightSpec, &context)
    }
    let vertical = ConstraintAxisSolver(
      axes: node.children.map { verticalAxis($0, ids) },
      paddingBegin: node.padding.top,
      paddingEnd: node.padding.bottom
    )
    let measuredHeight =
      height.mode == .exactly
      ? height.size
      : height.resolve(max(vertical.requiredSize(), node.suggestedMinimumHeight))
    var rows = vertical.solve(parentSize: measuredHeight)
    applyBaselines(&node, ids, &rows)

    for index in node.children.indices where node.children[index].isLaidOut {
      let (left, w) = columns[index]
      let (top, h) = rows[index]
      node.children[index].measure(.exactly(w), .exactly(h), &context)
      node.children[index].frame = PixelBounds(
        left: left,
        top: top,
        right: left + w,
        bottom: top + h
      )
    }
    node.setMeasured(measuredWidth, measuredHeight)
  }

  /// Applies the frames computed while measuring.
  static func layout(_ node: inout LayoutNode, _ context: inout LayoutContext) {
    for index in node.children.indices where node.children[index].isLaidOut {
      let bounds = node.children[index].frame
      node.children[index].layout(bounds, &context)
    }
  }

  /// The spec a child is first measured with on one axis: its fixed size, or wrap within
  /// the parent (match constraint and `match_parent` measure as wrap first).
  private static func wrapSpec(
    _ size: LayoutSize,
    _ parent: MeasureSpec,
    _ inner: Int,
    _ margins: Int
  )
    -> MeasureSpec
  {
    if case .exactly(let px) = size, px > 0 { return .exactly(px) }
    if parent.mode == .unspecified { return .unspecified() }
    return .atMost(max(0, inner - margins))
  }

  /// `layout_constraintBaseline_toBaselineOf`: the child's baseline on its target's.
  private static func applyBaselines(
    _ node: inout LayoutNode,
    _ ids: [String: Int],
    _ rows: inout [(position: Int, size: Int)]
  ) {
    for index in node.children.indices {
      guard case .view(let id)? = node.children[index].params.constraints.baselineToBaseline,
        let target = ids[id], target != index
      else { continue }
      let own = node.children[index].baseline
      let other = node.children[target].baseline
      guard own >= 0, other >= 0 else { continue }
      rows[index].position = rows[target].position + other - own
    }
  }

  /// The horizontal axis of `child`: start/end (which win) resolved for the direction.
  private static func horizontalAxis(_ child: LayoutNode, _ ids: [String: Int], _ rtl: Bool)
    -> ConstraintAxis
  {
    let c = child.params.constraints
    func anchor(_ target: ConstraintTarget?, _ side: ConstraintAxis.Side) -> ConstraintAxis.Anchor?
    {
      resolve(target, side, ids)
    }
    // Start is the left side in LTR, the right side in RTL; a target's start likewise.
    let startSide: ConstraintAxis.Side = rtl ? .end : .begin
    let endSide: ConstraintAxis.Side = rtl ? .begin : .end
    let startAnchor = anchor(c.startToStart, startSide) ?? anchor(c.startToEnd, endSide)
    let endAnchor = anchor(c.endToEnd, endSide) ?? anchor(c.endToStart, startSide)
    let hasStartEnd =
      c.startToStart != nil || c.startToEnd != nil || c.endToEnd != nil
      || c.endToStart != nil
    var axis = ConstraintAxis()
    if hasStartEnd {
      axis.begin = rtl ? endAnchor : startAnchor
      axis.end = rtl ? startAnchor : endAnchor
    } else {
      axis.begin = anchor(c.leftToLeft, .begin) ?? anchor(c.leftToRight, .end)
      axis.end = anchor(c.rightToRight, .end) ?? anchor(c.rightToLeft, .begin)
    }
    axis.beginMargin = child.params.margins.left
    axis.endMargin = child.params.margins.right
    let gone = c.goneMargins
    axis.beginGoneMargin = (rtl ? gone.end : gone.start) ?? gone.left
    axis.endGoneMargin = (rtl ? gone.start : gone.end) ?? gone.right
    axis.bias = rtl && hasStartEnd ? 1 - c.horizontalBias : c.horizontalBias
    axis.chainStyle = c.horizontalChainStyle
    axis.weight = c.horizontalWeight
    axis.minimum = c.widthMin
    axis.maximum = c.widthMax
    axis.isGone = !child.isLaidOut
    axis.size = size(child.params.width, c.widthDefault, c.widthPercent, child.measuredWidth)
    if isGuideline(child), let guide = c.guide { axis.fixedPosition = guidePosition(guide) }
    return axis
  }

  /// The vertical axis of `child`.
  private static func verticalAxis(_ child: LayoutNode, _ ids: [String: Int]) -> ConstraintAxis {
    let c = child.params.constraints
    func anchor(_ target: ConstraintTarget?, _ side: ConstraintAxis.Side) -> ConstraintAxis.Anchor?
    {
      resolve(target, side, ids)
    }
    var axis = ConstraintAxis()
    axis.begin = anchor(c.topToTop, .begin) ?? anchor(c.topToBottom, .end)
    axis.end = anchor(c.bottomToBottom, .end) ?? anchor(c.bottomToTop, .begin)
    axis.beginMargin = child.params.margins.top
    axis.endMargin = child.params.margins.bottom
    axis.beginGoneMargin = c.goneMargins.top
    axis.endGoneMargin = c.goneMargins.bottom
    axis.bias = c.verticalBias
    axis.chainStyle = c.verticalChainStyle
    axis.weight = c.verticalWeight
    axis.minimum = c.heightMin
    axis.maximum = c.heightMax
    axis.isGone = !child.isLaidOut
    axis.size = size(child.params.height, c.heightDefault, c.heightPercent, child.measuredHeight)
    if isGuideline(child), let guide = c.guide { axis.fixedPosition = guidePosition(guide) }
    return axis
  }

  /// The solver's anchor for a constraint target: the parent, or the sibling with that id
  /// (`nil` when no sibling has it, so the constraint is dropped).
  private static func resolve(
    _ target: ConstraintTarget?,
    _ side: ConstraintAxis.Side,
    _ ids: [String: Int]
  ) -> ConstraintAxis.Anchor? {
    guard let target else { return nil }
    switch target {
    case .parent: return ConstraintAxis.Anchor(target: nil, side: side)
    case .view(let id):
      guard let index = ids[id] else { return nil }
      return ConstraintAxis.Anchor(target: index, side: side)
    }
  }

  private static func size(
    _ layoutSize: LayoutSize,
    _ rule: MatchConstraintDefault,
    _ percent: Float,
    _ measured: Int
  ) -> ConstraintAxis.Size {
    switch layoutSize {
    case .exactly(0):
      switch rule {
      case .spread: return .matchConstraint(wrapped: measured)
      case .wrap: return .known(measured)
      case .percent: return .percent(percent)
      }
    case .matchParent: return .percent(1)
    default: return .known(measured)
    }
  }

  private static func isGuideline(_ child: LayoutNode) -> Bool {
    child.className == "Guideline" || child.className.hasSuffix(".Guideline")
  }

  /// A guideline's begin offset; `end` and `percent` need the parent size and are placed at
  /// their begin offset only when given as `begin` (see `Docs/android-layouts.md`).
  private static func guidePosition(_ guide: GuidePosition) -> Int? {
    if case .begin(let px) = guide { return px }
    return nil
  }
}
