import SceneDiffCore

/// ConstraintLayout's measure and layout (§7), after ConstraintLayout 2.x (`ConstraintLayout`,
/// `BasicMeasure`, the direct resolution in `Direct` and the chain rules of `Chain`).
///
/// Measuring resolves the constraints (``ConstraintWidget``), measures the children the way
/// ConstraintLayout's Measurer does (`wrap_content` and `0dp` with the parent's spec minus
/// its padding, so AT_MOST or UNSPECIFIED; `match_parent` also minus the margins; fixed sizes
/// EXACTLY), solves the horizontal axis, measures the `0dp` widths EXACTLY, solves the
/// vertical axis, then measures the `0dp` heights EXACTLY. The children's frames are kept
/// in their ``LayoutNode/frame`` until ``layout(_:_:)`` applies them, offset by the padding.
enum ConstraintLayoutRules {
  /// `ConstraintLayout.onMeasure`.
  static func measure(
    _ node: inout LayoutNode,
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    applyFlows(&node, width, height, &context)
    let widgets = ConstraintWidget.widgets(of: node)
    let plans = widgets.map(ConstraintRatioPlan.init)
    for index in node.children.indices {
      let widget = widgets[index]
      if widget.isGuideline {
        node.children[index].setMeasured(0, 0)  // Guideline.onMeasure
      } else if !widget.isGone && !solverSetsWidth(index, widgets, plans[index]) {
        measureChild(&node, index, widget, width, height, exactly: (nil, nil), &context)
      }
    }
    sizePlaceholders(&node)
    var horizontal = AxisResult()
    var vertical = AxisResult()
    var fits: [PixelSize?] = Array(repeating: nil, count: widgets.count)
    let rounds = plans.contains(where: \.needsSecondRound) ? 2 : 1
    for round in 0..<rounds {
      let isFirst = round == 0
      let widthOverrides = node.children.indices.map { index in
        plans[index].width(node.children[index], vertical, index, fits[index], first: isFirst)
      }
      horizontal = solve(.horizontal, node, widgets, spec: width, overrides: widthOverrides)
      let heightOverrides = node.children.indices.map { index in
        plans[index].height(node.children[index], horizontal, index, fits[index], first: isFirst)
      }
      for index in node.children.indices where isMeasured(widgets[index]) {
        guard widgets[index].width.isMatchConstraint || widthOverrides[index] != nil else {
          continue
        }
        let exact = (horizontal.length(index), heightOverrides[index])
        measureChild(&node, index, widgets[index], width, height, exactly: exact, &context)
      }
      vertical = solve(.vertical, node, widgets, spec: height, overrides: heightOverrides)
      for index in node.children.indices where isMeasured(widgets[index]) {
        let widthIsSolved = widgets[index].width.isMatchConstraint || widthOverrides[index] != nil
        guard widgets[index].height.isMatchConstraint || heightOverrides[index] != nil else {
          continue
        }
        let exact = (widthIsSolved ? horizontal.length(index) : nil, vertical.length(index))
        measureChild(&node, index, widgets[index], width, height, exactly: exact, &context)
      }
      if isFirst {
        fits = plans.indices.map { plans[$0].fit(horizontal.length($0), vertical.length($0)) }
      }
    }
    place(&node, widgets, horizontal, vertical)
    placeHelpers(&node)
    node.setMeasured(
      width.resolve(horizontal.size + node.padding.horizontal),
      height.resolve(vertical.size + node.padding.vertical)
    )
  }

  /// `ConstraintLayout.onLayout`: every child that is not GONE (and every Guideline) at the
  /// frame measuring computed.
  static func layout(_ node: inout LayoutNode, _ context: inout LayoutContext) {
    let widgets = ConstraintWidget.widgets(of: node)
    for index in node.children.indices where widgets[index].isGuideline || !widgets[index].isGone {
      node.children[index].layout(node.children[index].frame, &context)
    }
  }

  // MARK: Measuring children

  /// Whether child `widget` is measured (not GONE, not a Guideline).
  private static func isMeasured(_ widget: ConstraintWidget) -> Bool {
    !widget.isGuideline && !widget.isGone
  }

  /// Whether the solver decides child `index`'s width before it is measured, so its first
  /// measure can wait (BasicMeasure skips these): a `0dp` spread width between two anchors,
  /// or a percent width, unless a ratio computes it from the measured height.
  private static func solverSetsWidth(
    _ index: Int,
    _ widgets: [ConstraintWidget],
    _ plan: ConstraintRatioPlan
  ) -> Bool {
    if case .widthFromHeight(solved: false) = plan.kind { return false }
    let widget = widgets[index]
    switch widget.width {
    case .matchConstraint(.percent): return true
    case .matchConstraint(.spread):
      return isLink(widget.left, .horizontal, widgets) && isLink(widget.right, .horizontal, widgets)
    default: return false
    }
  }

  /// Measures child `index` as ConstraintLayout's Measurer does, or EXACTLY at the sizes in
  /// `exactly` that are given.
  static func measureChild(
    _ node: inout LayoutNode,
    _ index: Int,
    _ widget: ConstraintWidget,
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    exactly: (width: Int?, height: Int?),
    _ context: inout LayoutContext
  ) {
    guard !isFlow(node.children[index]) else { return }  // Flow.measure sized it
    let margins = node.children[index].params.margins
    let widthSpec =
      exactly.width.map(MeasureSpec.exactly)
      ?? childSpec(widget.width, width, node.padding.horizontal, margins.horizontal)
    let heightSpec =
      exactly.height.map(MeasureSpec.exactly)
      ?? childSpec(widget.height, height, node.padding.vertical, margins.vertical)
    node.children[index].measure(widthSpec, heightSpec, &context)
  }

  /// The Measurer's spec: fixed → EXACTLY; `wrap_content` and match constraint →
  /// `getChildMeasureSpec(parent, padding, WRAP_CONTENT)`; `match_parent` →
  /// `getChildMeasureSpec(parent, padding + margins, MATCH_PARENT)`.
  static func childSpec(
    _ dimension: ConstraintWidget.Dimension,
    _ parent: MeasureSpec,
    _ padding: Int,
    _ margins: Int
  ) -> MeasureSpec {
    switch dimension {
    case .fixed(let px): .exactly(px)
    case .wrapContent, .matchConstraint: parent.child(used: padding, size: .wrapContent)
    case .matchParent: parent.child(used: padding + margins, size: .matchParent)
    }
  }

  // MARK: Frames

  /// Stores every laid-out child's frame, offset by the padding.
  ///
  /// A vertical Guideline spans the content height at its x, a horizontal one the content
  /// width at its y.
  private static func place(
    _ node: inout LayoutNode,
    _ widgets: [ConstraintWidget],
    _ horizontal: AxisResult,
    _ vertical: AxisResult
  ) {
    let left = node.padding.left
    let top = node.padding.top
    for index in node.children.indices {
      let widget = widgets[index]
      if widget.isGuideline {
        node.children[index].frame =
          widget.isVerticalGuideline
          ? PixelBounds(
            left: left + horizontal.begins[index],
            top: top,
            right: left + horizontal.begins[index],
            bottom: top + vertical.size
          )
          : PixelBounds(
            left: left,
            top: top + vertical.begins[index],
            right: left + horizontal.size,
            bottom: top + vertical.begins[index]
          )
      } else if !widget.isGone {
        node.children[index].frame = PixelBounds(
          left: left + horizontal.begins[index],
          top: top + vertical.begins[index],
          right: left + horizontal.ends[index],
          bottom: top + vertical.ends[index]
        )
      }
    }
  }
}

extension ConstraintWidget.Dimension {
  /// Whether the size is a match constraint (the solver sets it).
  var isMatchConstraint: Bool {
    if case .matchConstraint = self { return true }
    return false
  }
}
