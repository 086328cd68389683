import SceneDiffCore

extension FlowTie {
  /// Ties a horizontal Flow's chain (a row).
  ///
  /// The row is a horizontal chain from the Flow's left (padding) to its right with
  /// `flow_horizontalGap` between views (right to left, the last view first; its head, the
  /// first view, carries the style and bias, mirrored); the row's tallest view is tied to the
  /// Flow's top, or below the previous row's tallest after `flow_verticalGap`, and, in the
  /// last row, to the Flow's bottom (a vertical chain in `flow_verticalStyle`); the others
  /// align on it by `flow_verticalAlign`.
  func tieRow(_ views: [Int], biggest: Int, _ place: ChainPlace, _ node: inout LayoutNode) {
    node.children[biggest].params.constraints.verticalChainStyle = flow.verticalStyle
    if let previous = place.previousBiggest {
      connect(&node, biggest, .top, previous, .bottom, flow.verticalGap)
      connect(&node, previous, .bottom, biggest, .top, 0)
    } else {
      connect(&node, biggest, .top, flowIndex, .top, padding.top)
    }
    if place.isLast { connect(&node, biggest, .bottom, flowIndex, .bottom, padding.bottom) }
    let ordered = isRightToLeft ? views.reversed() : views
    let withBaseline = Set(views.filter { node.children[$0].baseline != -1 })
    let hasBaseline = { (view: Int) in withBaseline.contains(view) }
    var baselineView = biggest
    if flow.verticalAlign == .baseline, !hasBaseline(biggest) {
      baselineView = ordered.first(where: hasBaseline) ?? biggest
    }
    for (position, view) in ordered.enumerated() {
      if position == 0 { connect(&node, view, .left, flowIndex, .left, padding.left) }
      if view == views[0] {
        let (style, bias) = headStyle(
          place,
          (flow.horizontalStyle, flow.firstHorizontalStyle, flow.lastHorizontalStyle),
          (flow.horizontalBias, flow.firstHorizontalBias, flow.lastHorizontalBias)
        )
        node.children[view].params.constraints.horizontalChainStyle = style
        node.children[view].params.constraints.horizontalBias = isRightToLeft ? 1 - bias : bias
      }
      if position == ordered.count - 1 {
        connect(&node, view, .right, flowIndex, .right, padding.right)
      }
      if position > 0 {
        connect(&node, view, .left, ordered[position - 1], .right, flow.horizontalGap)
        connect(&node, ordered[position - 1], .right, view, .left, 0)
      }
      guard view != biggest else { continue }
      if flow.verticalAlign == .baseline, hasBaseline(baselineView), view != baselineView,
        hasBaseline(view)
      {
        node.children[view].params.constraints.baselineToBaseline = .sibling(baselineView)
        continue
      }
      alignInRow(view, on: biggest, place, &node)
    }
  }

  /// Ties a row's view to the row's tallest view by `flow_verticalAlign` (`center` and a
  /// `baseline` that cannot apply: between the Flow's own top and bottom when there is a
  /// single row).
  private func alignInRow(
    _ view: Int,
    on biggest: Int,
    _ place: ChainPlace,
    _ node: inout LayoutNode
  ) {
    switch flow.verticalAlign {
    case .top: connect(&node, view, .top, biggest, .top, 0)
    case .bottom: connect(&node, view, .bottom, biggest, .bottom, 0)
    case .center, .baseline:
      if place.single {
        connect(&node, view, .top, flowIndex, .top, padding.top)
        connect(&node, view, .bottom, flowIndex, .bottom, padding.bottom)
      } else {
        connect(&node, view, .top, biggest, .top, 0)
        connect(&node, view, .bottom, biggest, .bottom, 0)
      }
    }
  }

  /// Ties a vertical Flow's chain (a column).
  ///
  /// The column is a vertical chain from the Flow's top (padding) to its bottom with
  /// `flow_verticalGap` between views, its first view carrying the style and bias; the
  /// column's widest view is tied to the Flow's left, or right of the previous column's widest
  /// after `flow_horizontalGap`, and, in the last column, to the Flow's right (a horizontal
  /// chain in `flow_horizontalStyle`); the others align on it by `flow_horizontalAlign`. Right
  /// to left, a single column is tied to the Flow's right by its left padding and to its left
  /// by its right padding, as `createConstraints` does.
  func tieColumn(_ views: [Int], biggest: Int, _ place: ChainPlace, _ node: inout LayoutNode) {
    node.children[biggest].params.constraints.horizontalChainStyle = flow.horizontalStyle
    let mirrored = isRightToLeft && place.single
    if mirrored {
      connect(&node, biggest, .right, flowIndex, .right, padding.left)
      connect(&node, biggest, .left, flowIndex, .left, padding.right)
    } else {
      if let previous = place.previousBiggest {
        connect(&node, biggest, .left, previous, .right, flow.horizontalGap)
        connect(&node, previous, .right, biggest, .left, 0)
      } else {
        connect(&node, biggest, .left, flowIndex, .left, padding.left)
      }
      if place.isLast { connect(&node, biggest, .right, flowIndex, .right, padding.right) }
    }
    for (position, view) in views.enumerated() {
      if position == 0 {
        connect(&node, view, .top, flowIndex, .top, padding.top)
        let (style, bias) = headStyle(
          place,
          (flow.verticalStyle, flow.firstVerticalStyle, flow.lastVerticalStyle),
          (flow.verticalBias, flow.firstVerticalBias, flow.lastVerticalBias)
        )
        node.children[view].params.constraints.verticalChainStyle = style
        node.children[view].params.constraints.verticalBias = bias
      }
      if position == views.count - 1 {
        connect(&node, view, .bottom, flowIndex, .bottom, padding.bottom)
      }
      if position > 0 {
        connect(&node, view, .top, views[position - 1], .bottom, flow.verticalGap)
        connect(&node, views[position - 1], .bottom, view, .top, 0)
      }
      if view != biggest { alignInColumn(view, on: biggest, place, mirrored: mirrored, &node) }
    }
  }

  /// Ties a column's view to the column's widest view by `flow_horizontalAlign` (`center`:
  /// between the Flow's own left and right when there is a single left-to-right column).
  private func alignInColumn(
    _ view: Int,
    on biggest: Int,
    _ place: ChainPlace,
    mirrored: Bool,
    _ node: inout LayoutNode
  ) {
    switch (flow.horizontalAlign, mirrored) {
    case (.start, false), (.end, true): connect(&node, view, .left, biggest, .left, 0)
    case (.end, false), (.start, true): connect(&node, view, .right, biggest, .right, 0)
    case (.center, _):
      if place.single, !mirrored {
        connect(&node, view, .left, flowIndex, .left, padding.left)
        connect(&node, view, .right, flowIndex, .right, padding.right)
      } else {
        connect(&node, view, .left, biggest, .left, 0)
        connect(&node, view, .right, biggest, .right, 0)
      }
    }
  }
}
