import SceneDiffCore

extension ConstraintLayoutRules {
  /// Whether `child` is a ConstraintLayout `Flow` (it has ``FlowParams``).
  static func isFlow(_ child: LayoutNode) -> Bool {
    child.params.constraints.flow != nil
  }

  /// Every Flow's `measure` and `addToSolver` (androidx/constraintlayout core `Flow.java`,
  /// 9cd4b5a4), before the constraints are solved.
  ///
  /// The referenced views (GONE ones left out) are measured and arranged along the Flow's
  /// orientation (``FlowMeasure``); the Flow measures its content plus its padding within
  /// its spec; then each view's constraints are replaced by the chains or the grid
  /// (`WidgetsList.createConstraints`, `createAlignedConstraints`).
  static func applyFlows(
    _ node: inout LayoutNode,
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    guard node.children.contains(where: isFlow) else { return }
    let widgets = ConstraintWidget.widgets(of: node)
    for index in node.children.indices where isFlow(node.children[index]) {
      applyFlow(index, &node, widgets, (width, height), &context)
    }
  }

  /// `Flow.measure` and `addToSolver` for the Flow at `index`.
  private static func applyFlow(
    _ index: Int,
    _ node: inout LayoutNode,
    _ widgets: [ConstraintWidget],
    _ specs: (width: MeasureSpec, height: MeasureSpec),
    _ context: inout LayoutContext
  ) {
    let flowNode = node.children[index]
    guard let flow = flowNode.params.constraints.flow else { return }
    let members = flowNode.params.constraints.referencedIDs.compactMap { id in
      node.children.indices.first {
        $0 != index && node.children[$0].id == id && node.children[$0].isLaidOut
      }
    }
    for member in members {
      measureChild(
        &node,
        member,
        widgets[member],
        specs.width,
        specs.height,
        exactly: (nil, nil),
        &context
      )
    }
    let margins = flowNode.params.margins
    let padding = flowNode.padding
    let widthSpec = childSpec(
      widgets[index].width,
      specs.width,
      node.padding.horizontal,
      margins.horizontal
    )
    let heightSpec = childSpec(
      widgets[index].height,
      specs.height,
      node.padding.vertical,
      margins.vertical
    )
    let vertical = flow.isVertical
    let max = vertical ? heightSpec.size - padding.vertical : widthSpec.size - padding.horizontal
    let sizer = FlowSizer(members: members, widgets: widgets, vertical: vertical, max: max)
    var sizes = sizer.sizes(&node, specs, &context)
    let wrapsContent = widgets[index].width == .wrapContent || widgets[index].height == .wrapContent
    let measure = arrange(flow, sizer, &sizes, wrapsContent: wrapsContent, &node, specs, &context)
    let content = vertical ? (measure.cross, measure.main) : (measure.main, measure.cross)
    node.children[index].setMeasured(
      widthSpec.resolve(content.0 + padding.horizontal),
      heightSpec.resolve(content.1 + padding.vertical)
    )
    let tie = FlowTie(
      flow: flow,
      flowIndex: index,
      padding: padding,
      isRightToLeft: node.isRightToLeft
    )
    tie.apply(measure, sizes, &node)
  }

  /// `Flow.measure`'s arrangement of the displayed views: a grid (`aligned`) or chains, the
  /// chains' `0dp` views measured at their share when the Flow wraps its content.
  private static func arrange(
    _ flow: FlowParams,
    _ sizer: FlowSizer,
    _ sizes: inout FlowMeasure.Sizes,
    wrapsContent: Bool,
    _ node: inout LayoutNode,
    _ specs: (width: MeasureSpec, height: MeasureSpec),
    _ context: inout LayoutContext
  ) -> FlowMeasure {
    let gaps =
      flow.isVertical
      ? (flow.verticalGap, flow.horizontalGap) : (flow.horizontalGap, flow.verticalGap)
    var measure = FlowMeasure(members: sizer.members)
    if flow.wrapMode == .aligned {
      measure.measureAligned(
        sizes,
        mainGap: gaps.0,
        crossGap: gaps.1,
        maxElements: flow.maxElementsWrap,
        max: sizer.max
      )
      return measure
    }
    let lines = FlowMeasure.chains(
      sizes,
      mode: flow.wrapMode,
      gap: gaps.0,
      maxElements: flow.maxElementsWrap,
      max: sizer.max
    )
    if flow.wrapMode != .none, wrapsContent {
      sizer.fillMatchConstraints(lines, &sizes, gap: gaps.0, &node, specs, &context)
    }
    measure.measure(lines, sizes, mainGap: gaps.0, crossGap: gaps.1)
    return measure
  }
}
