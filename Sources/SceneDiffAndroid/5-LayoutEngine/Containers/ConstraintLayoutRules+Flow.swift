import SceneDiffCore

extension ConstraintLayoutRules {
  /// Whether `child` is a `Flow` SceneDiff lays out: horizontal, `flow_wrapMode` `none` or
  /// `chain`, with an id its views can be tied to.
  static func isModelledFlow(_ child: LayoutNode) -> Bool {
    guard let flow = child.params.constraints.flow else { return false }
    return !flow.isVertical && flow.wrapMode != .aligned && child.id != nil
  }

  /// Every modelled Flow's `measure` and `createConstraints` (androidx/constraintlayout core
  /// `Flow.java`, 9cd4b5a4), before the constraints are solved.
  ///
  /// The referenced views (GONE ones left out) are measured, broken into rows — one with
  /// `none`; with `chain` a view starts a new row when the row is not empty and adding the
  /// gap and its width would pass the Flow's width spec less its padding, or every
  /// `flow_maxElementsWrap` views (`measureChainWrap`) — and the Flow measures the widest
  /// row by the rows' heights plus the gaps and its padding, within its spec. Then each
  /// view's constraints are replaced: a row is a horizontal chain from the Flow's left
  /// (padding) to its right (padding) with `flow_horizontalGap` between views, its first view
  /// carrying `flow_horizontalStyle` and `flow_horizontalBias`; the row's tallest view (the
  /// first of equals) is tied to the Flow's top, below the previous row's tallest view after
  /// `flow_verticalGap`, and the last row's to the Flow's bottom, a vertical chain in
  /// `flow_verticalStyle`; the others align on it by `flow_verticalAlign` (centred: on the
  /// Flow's own top and bottom when there is one row).
  static func applyFlows(
    _ node: inout LayoutNode,
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    guard node.children.contains(where: isModelledFlow) else { return }
    let widgets = ConstraintWidget.widgets(of: node)
    for index in node.children.indices where isModelledFlow(node.children[index]) {
      let flowNode = node.children[index]
      guard let flow = flowNode.params.constraints.flow, let flowID = flowNode.id else { continue }
      let members = flowNode.params.constraints.referencedIDs.compactMap { id in
        node.children.indices.first {
          $0 != index && node.children[$0].id == id && node.children[$0].isLaidOut
        }
      }
      for member in members {
        measureChild(&node, member, widgets[member], width, height, exactly: (nil, nil), &context)
      }
      let margins = flowNode.params.margins
      let widthSpec = childSpec(
        widgets[index].width,
        width,
        node.padding.horizontal,
        margins.horizontal
      )
      let heightSpec = childSpec(
        widgets[index].height,
        height,
        node.padding.vertical,
        margins.vertical
      )
      func rowWidthOf(_ member: Int) -> Int {
        widgets[member].width.isMatchConstraint ? 0 : node.children[member].measuredWidth
      }
      let available = widthSpec.size - flowNode.padding.horizontal
      let rows = flowRows(members, flow, available: available, width: rowWidthOf)
      var contentWidth = 0
      var contentHeight = 0
      for (position, row) in rows.enumerated() {
        let rowWidth =
          row.map(rowWidthOf).reduce(0, +) + max(0, row.count - 1) * flow.horizontalGap
        contentWidth = max(contentWidth, rowWidth)
        contentHeight += row.map { node.children[$0].measuredHeight }.max() ?? 0
        if position > 0 { contentHeight += flow.verticalGap }
      }
      node.children[index].setMeasured(
        flowSize(widthSpec, contentWidth + flowNode.padding.horizontal),
        flowSize(heightSpec, contentHeight + flowNode.padding.vertical)
      )
      tie(rows, of: flow, flowID, flowNode.padding, &node)
    }
  }

  /// `Flow.measure`'s size on one axis: EXACTLY the spec, AT_MOST the smaller, else the content.
  private static func flowSize(_ spec: MeasureSpec, _ content: Int) -> Int {
    switch spec.mode {
    case .exactly: spec.size
    case .atMost: min(content, spec.size)
    case .unspecified: content
    }
  }

  /// The rows `measureNoWrap` or `measureChainWrap` makes of `members`.
  private static func flowRows(
    _ members: [Int],
    _ flow: FlowParams,
    available: Int,
    width: (Int) -> Int
  ) -> [[Int]] {
    guard flow.wrapMode == .chain else { return members.isEmpty ? [] : [members] }
    var rows: [[Int]] = []
    var current: [Int] = []
    var used = 0
    for (position, member) in members.enumerated() {
      let size = width(member)
      var wraps =
        (used == available || used + flow.horizontalGap + size > available) && !current.isEmpty
      if !wraps, position > 0, flow.maxElementsWrap > 0, position % flow.maxElementsWrap == 0 {
        wraps = true
      }
      if wraps {
        rows.append(current)
        current = [member]
        used = size
      } else {
        used = position > 0 ? used + flow.horizontalGap + size : size
        current.append(member)
      }
    }
    if !current.isEmpty { rows.append(current) }
    return rows
  }

  /// Replaces the constraints of the rows' views as `WidgetsList.createConstraints` does.
  private static func tie(
    _ rows: [[Int]],
    of flow: FlowParams,
    _ flowID: String,
    _ padding: Insets,
    _ node: inout LayoutNode
  ) {
    let target = ConstraintTarget.view(flowID)
    var previousBiggest: Int?
    for (rowIndex, row) in rows.enumerated() {
      var biggest = row[0]
      for member in row
      where node.children[member].measuredHeight > node.children[biggest].measuredHeight {
        biggest = member
      }
      for member in row { reset(&node.children[member].params) }
      for (position, member) in row.enumerated() {
        if position == 0 {
          node.children[member].params.constraints.leftToLeft = target
          node.children[member].params.margins.left = padding.left
          node.children[member].params.constraints.horizontalChainStyle = flow.horizontalStyle
          node.children[member].params.constraints.horizontalBias = flow.horizontalBias
        } else {
          let previous = row[position - 1]
          node.children[member].params.constraints.leftToRight = .view(id(of: previous, node))
          node.children[member].params.margins.left = flow.horizontalGap
          node.children[previous].params.constraints.rightToLeft = .view(id(of: member, node))
        }
        if position == row.count - 1 {
          node.children[member].params.constraints.rightToRight = target
          node.children[member].params.margins.right = padding.right
        }
      }
      var tallest = node.children[biggest].params
      tallest.constraints.verticalChainStyle = flow.verticalStyle
      if let previousBiggest {
        tallest.constraints.topToBottom = .view(id(of: previousBiggest, node))
        tallest.margins.top = flow.verticalGap
        node.children[previousBiggest].params.constraints.bottomToTop =
          .view(id(of: biggest, node))
      } else {
        tallest.constraints.topToTop = target
        tallest.margins.top = padding.top
        tallest.constraints.verticalBias = flow.verticalBias
      }
      if rowIndex == rows.count - 1 {
        tallest.constraints.bottomToBottom = target
        tallest.margins.bottom = padding.bottom
      }
      node.children[biggest].params = tallest
      for member in row where member != biggest {
        align(member, on: biggest, flow, single: rows.count == 1, target, padding, &node)
      }
      previousBiggest = biggest
    }
  }

  /// Ties a row's view to the row's tallest view by `flow_verticalAlign`.
  private static func align(
    _ member: Int,
    on biggest: Int,
    _ flow: FlowParams,
    single: Bool,
    _ target: ConstraintTarget,
    _ padding: Insets,
    _ node: inout LayoutNode
  ) {
    let tallest = ConstraintTarget.view(id(of: biggest, node))
    switch flow.verticalAlign {
    case .top: node.children[member].params.constraints.topToTop = tallest
    case .bottom: node.children[member].params.constraints.bottomToBottom = tallest
    case .center, .baseline:
      if single {
        node.children[member].params.constraints.topToTop = target
        node.children[member].params.margins.top = padding.top
        node.children[member].params.constraints.bottomToBottom = target
        node.children[member].params.margins.bottom = padding.bottom
      } else {
        node.children[member].params.constraints.topToTop = tallest
        node.children[member].params.constraints.bottomToBottom = tallest
      }
    }
  }

  /// `ConstraintWidget.resetAnchors`: no side is tied and no margin is left.
  private static func reset(_ params: inout LayoutParams) {
    var constraints = params.constraints
    for side in [
      \ConstraintParams.leftToLeft, \.leftToRight, \.rightToLeft, \.rightToRight, \.startToStart,
      \.startToEnd, \.endToStart, \.endToEnd, \.topToTop, \.topToBottom, \.bottomToTop,
      \.bottomToBottom, \.baselineToBaseline,
    ] {
      constraints[keyPath: side] = nil
    }
    constraints.circleTarget = nil
    params.constraints = constraints
    params.margins = .zero
  }

  /// The id of a Flow's member (members are found by id, so they have one).
  private static func id(of member: Int, _ node: LayoutNode) -> String {
    node.children[member].id ?? ""
  }
}
