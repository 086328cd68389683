import Foundation
import SceneDiffCore

extension ConstraintLayoutRules {
  /// One of a ConstraintLayout's two axes.
  enum Axis: Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
  }

  /// One solved axis, in the content box's coordinates.
  struct AxisResult: Sendable {
    /// The content size (the ConstraintLayout's size minus its padding).
    var size = 0
    /// Each child's left/top edge.
    var begins: [Int] = []
    /// Each child's right/bottom edge.
    var ends: [Int] = []

    /// Child `index`'s size along the axis.
    func length(_ index: Int) -> Int { ends[index] - begins[index] }
  }

  /// Solves `axis` for the spec the ConstraintLayout got (`resolveSystem`, and
  /// `ConstraintWidgetContainer.layout`'s wrap rules).
  ///
  /// EXACTLY: the content size is the spec size minus the padding. Otherwise the content
  /// wraps: the smallest size that keeps every child inside and every pair of anchors at
  /// least as far apart as the child between them needs; under AT_MOST, content larger than
  /// the spec size minus the padding is cut to it and solved as a fixed size. The result is
  /// at least `minWidth`/`minHeight` minus the padding. `overrides` are sizes a dimension
  /// ratio fixed.
  static func solve(
    _ axis: Axis,
    _ node: LayoutNode,
    _ widgets: [ConstraintWidget],
    spec: MeasureSpec,
    overrides: [Int?]
  ) -> AxisResult {
    let padding = axis == .horizontal ? node.padding.horizontal : node.padding.vertical
    let minimum = (axis == .horizontal ? node.minWidth : node.minHeight) - padding
    let headIsLast = axis == .horizontal && node.isRightToLeft
    var fills = spec.mode == .exactly
    var content = max(0, spec.size - padding)
    if !fills {
      var wrap = ConstraintAxisSolver<ConstraintAffine>(
        items(axis, node, widgets, fills: false, overrides: overrides),
        size: .size,
        headIsLast: headIsLast
      )
      wrap.solve()
      let wrapped = ConstraintAffine.smallestSize(meeting: wrap.requirements)
      let bound = spec.size - padding
      if spec.mode == .atMost && bound > 0 && wrapped > bound {
        fills = true
      } else {
        content = wrapped
      }
    }
    content = max(content, minimum)
    var solver = ConstraintAxisSolver<Int>(
      items(axis, node, widgets, fills: fills, overrides: overrides),
      size: content,
      headIsLast: headIsLast
    )
    solver.solve()
    return AxisResult(size: content, begins: solver.begins, ends: solver.ends)
  }

  /// The first ring of children chained to each other all the way round (A's end to B's
  /// begin, B's end to C's begin, C's end to A's begin, each tied back), horizontal first:
  /// the children's ids, or their class names where they have none.
  ///
  /// ConstraintLayout finds chains from their head, a member whose begin is not tied to
  /// another member; a ring has none, so its links go to the linear solver as a cyclic
  /// system, which places the views wherever its error terms settle.
  static func chainRing(in node: LayoutNode) -> [String]? {
    let widgets = ConstraintWidget.widgets(of: node)
    let overrides = [Int?](repeating: nil, count: node.children.count)
    for axis in [Axis.horizontal, .vertical] {
      let chains = ConstraintChains(items(axis, node, widgets, fills: true, overrides: overrides))
      if let ring = chains.rings.first {
        return ring.map { node.children[$0].id ?? node.children[$0].className }
      }
    }
    return nil
  }

  /// Whether `anchor` ties a side along `axis` (a Guideline of the other orientation has no
  /// anchor there, so a constraint to it is dropped, as `Guideline.getAnchor` returns none).
  static func isLink(
    _ anchor: ConstraintWidget.Anchor?,
    _ axis: Axis,
    _ widgets: [ConstraintWidget]
  ) -> Bool {
    guard let anchor else { return false }
    guard let target = anchor.target else { return true }
    return !widgets[target].isGuideline
      || widgets[target].isVerticalGuideline == (axis == .horizontal)
  }

  /// The children as solver items along `axis`; `fills` says the content size is fixed, so
  /// `match_parent` children fill it.
  static func items(
    _ axis: Axis,
    _ node: LayoutNode,
    _ widgets: [ConstraintWidget],
    fills: Bool,
    overrides: [Int?]
  ) -> [ConstraintAxisItem] {
    node.children.indices.map { index in
      item(index, axis, node, widgets, fills: fills, override: overrides[index])
    }
  }

  /// Child `index` as a solver item along `axis`.
  private static func item(
    _ index: Int,
    _ axis: Axis,
    _ node: LayoutNode,
    _ widgets: [ConstraintWidget],
    fills: Bool,
    override: Int?
  ) -> ConstraintAxisItem {
    let widget = widgets[index]
    if let helper = helperItem(widget, axis) { return helper }
    let child = node.children[index]
    let horizontal = axis == .horizontal
    let constraints = child.params.constraints
    let margins = child.params.margins
    var item = ConstraintAxisItem()
    item.isGone = widget.isGone
    item.measured = widget.isGone ? 0 : horizontal ? child.measuredWidth : child.measuredHeight
    item.bias = horizontal ? widget.horizontalBias : widget.verticalBias
    item.chainStyle = horizontal ? constraints.horizontalChainStyle : constraints.verticalChainStyle
    item.weight = horizontal ? constraints.horizontalWeight : constraints.verticalWeight
    linkAnchors(&item, index, axis, node, widgets)
    if let circle = widget.circle { linkCircle(&item, circle, axis) }
    item.size = size(
      widget,
      axis,
      item,
      constraints,
      fills ? (horizontal ? (margins.left, margins.right) : (margins.top, margins.bottom)) : nil,
      override: override
    )
    return item
  }

  /// The item of a Guideline or Barrier: its guide or barrier along its own axis, inert along
  /// the other; `nil` for any other widget.
  private static func helperItem(_ widget: ConstraintWidget, _ axis: Axis) -> ConstraintAxisItem? {
    let horizontal = axis == .horizontal
    var item = ConstraintAxisItem()
    if widget.isGuideline {
      if widget.isVerticalGuideline == horizontal {
        item.guide = widget.guide
      } else {
        item.isInert = true
      }
      return item
    }
    if let barrier = widget.barrier {
      if barrier.isVertical == horizontal {
        item.barrier = ConstraintBarrierLink(
          targets: barrier.targets,
          isMax: barrier.isMax,
          margin: barrier.margin
        )
      } else {
        item.isInert = true
      }
      return item
    }
    return nil
  }

  /// The begin and end links of child `index` along `axis` (left/right, or top/bottom unless a
  /// baseline constraint replaces them), with `ConstraintAnchor.getMargin`'s GONE rules.
  private static func linkAnchors(
    _ item: inout ConstraintAxisItem,
    _ index: Int,
    _ axis: Axis,
    _ node: LayoutNode,
    _ widgets: [ConstraintWidget]
  ) {
    let widget = widgets[index]
    let child = node.children[index]
    let margins = child.params.margins
    let gone = widget.goneMargins
    /// The link for `anchor` with ConstraintAnchor.getMargin's GONE rules.
    func link(_ anchor: ConstraintWidget.Anchor?, _ margin: Int, _ goneMargin: Int?)
      -> ConstraintLink?
    {
      guard isLink(anchor, axis, widgets), let anchor else { return nil }
      let targetIsGone = anchor.target.map { widgets[$0].isGone || widgets[$0].isGuideline }
      let effective = widget.isGone ? 0 : targetIsGone == true ? goneMargin ?? margin : margin
      return ConstraintLink(target: anchor.target, side: anchor.side, margin: effective)
    }
    if axis == .horizontal {
      item.begin = link(widget.left, margins.left, gone.left)
      item.end = link(widget.right, margins.right, gone.right)
    } else if let target = widget.baseline, !widgets[target].isGuideline {
      let own = widget.isGone ? 0 : max(0, child.baseline)
      let other = widgets[target].isGone ? 0 : max(0, node.children[target].baseline)
      item.baseline = ConstraintBaselineLink(target: target, offset: other - own)
    } else {
      item.begin = link(widget.top, margins.top, gone.top)
      item.end = link(widget.bottom, margins.bottom, gone.bottom)
    }
  }

  /// A circular constraint replaces the anchors: `addCenterPoint` with angle + 90°, an x offset
  /// of sin(angle) × r and a y offset of −cos(angle) × r from the target's centre.
  private static func linkCircle(
    _ item: inout ConstraintAxisItem,
    _ circle: (target: Int, radius: Int, angle: Float),
    _ axis: Axis
  ) {
    let radians = Double(circle.angle) * .pi / 180
    let offset =
      axis == .horizontal
      ? sin(radians) * Double(circle.radius) : -cos(radians) * Double(circle.radius)
    item.circle = ConstraintCircleLink(target: circle.target, offset: Float(offset))
    item.begin = nil
    item.end = nil
    item.baseline = nil
  }

  /// The size rule of a child that is no Guideline.
  ///
  /// A match-constraint spread child with one anchor only wraps its content
  /// (`hasDanglingDimension`); measured match-constraint sizes keep within
  /// `layout_constraint*_min/max`, as the Measurer clamps them.
  private static func size(
    _ widget: ConstraintWidget,
    _ axis: Axis,
    _ item: ConstraintAxisItem,
    _ constraints: ConstraintParams,
    _ fillMargins: (Int, Int)?,
    override: Int?
  ) -> ConstraintAxisSize {
    if widget.isGone { return .fixed(0) }
    if let override { return .fixed(override) }
    let horizontal = axis == .horizontal
    let dimension = horizontal ? widget.width : widget.height
    let minimum = horizontal ? constraints.widthMin : constraints.heightMin
    let maximum = horizontal ? constraints.widthMax : constraints.heightMax
    let bothLinked = item.begin != nil && item.end != nil
    switch dimension {
    case .fixed, .wrapContent: return .fixed(item.measured)
    case .matchParent:
      guard let (begin, end) = fillMargins else { return .fixed(item.measured) }
      return .fillParent(beginMargin: begin, endMargin: end)
    case .matchConstraint(.spread):
      return bothLinked
        ? .spread(minimum: minimum, maximum: maximum)
        : .fixed(item.measured.clampedSize(minimum: minimum, maximum: maximum))
    case .matchConstraint(.wrap):
      let measured = item.measured.clampedSize(minimum: minimum, maximum: maximum)
      return bothLinked ? .wrap(measured) : .fixed(measured)
    case .matchConstraint(.percent):
      let fraction = horizontal ? constraints.widthPercent : constraints.heightPercent
      return .percent(fraction, minimum: minimum, maximum: maximum)
    }
  }
}
