import SceneDiffCore

extension FlowTie {
  /// `createAlignedConstraints`: the columns' widest views in a horizontal chain from the
  /// Flow's left to its right (`flow_horizontalStyle` and `flow_horizontalBias` on the first,
  /// `flow_horizontalGap` between; right to left, the last column first and the bias
  /// mirrored), the rows' tallest views in a vertical chain from its top to its bottom
  /// (`flow_verticalStyle`, `flow_verticalBias`, `flow_verticalGap`), every other view
  /// centred on its column's widest view and its row's tallest.
  ///
  /// View `k` of a horizontal grid of `perLine` columns is in column `k % perLine`, row
  /// `k / perLine`; a vertical grid fills `perLine` rows column by column.
  func tieGrid(
    _ members: [Int],
    _ sizes: FlowMeasure.Sizes,
    perLine: Int,
    lines: Int,
    _ node: inout LayoutNode
  ) {
    let biggest = FlowMeasure.gridBiggest(sizes, perLine: perLine, lines: lines)
    for member in members { Self.reset(&node.children[member].params) }
    let vertical = flow.isVertical
    let columns = vertical ? biggest.inLine : biggest.atPlace
    let rows = vertical ? biggest.atPlace : biggest.inLine
    var previous = tieColumns(columns, members, &node)
    for row in rows.indices {
      guard let found = rows[row] else { continue }
      let view = members[found]
      if row == 0 {
        connect(&node, view, .top, flowIndex, .top, padding.top)
        node.children[view].params.constraints.verticalChainStyle = flow.verticalStyle
        node.children[view].params.constraints.verticalBias = flow.verticalBias
      }
      if row == rows.count - 1 { connect(&node, view, .bottom, flowIndex, .bottom, padding.bottom) }
      if row > 0, let previous {
        connect(&node, view, .top, previous, .bottom, flow.verticalGap)
        connect(&node, previous, .bottom, view, .top, 0)
      }
      previous = view
    }
    for position in members.indices {
      let view = members[position]
      let column = vertical ? position / perLine : position % perLine
      let row = vertical ? position % perLine : position / perLine
      if let widest = columns[column].map({ members[$0] }), widest != view {
        connect(&node, view, .left, widest, .left, 0)
        connect(&node, view, .right, widest, .right, 0)
      }
      if let tallest = rows[row].map({ members[$0] }), tallest != view {
        connect(&node, view, .top, tallest, .top, 0)
        connect(&node, view, .bottom, tallest, .bottom, 0)
      }
    }
  }

  /// Chains the columns' widest views from the Flow's left to its right (right to left, from
  /// the last column) and returns the last one tied.
  private func tieColumns(_ columns: [Int?], _ members: [Int], _ node: inout LayoutNode) -> Int? {
    var previous: Int?
    for position in columns.indices {
      let column = isRightToLeft ? columns.count - 1 - position : position
      guard let found = columns[column] else { continue }
      let view = members[found]
      if position == 0 {
        connect(&node, view, .left, flowIndex, .left, padding.left)
        node.children[view].params.constraints.horizontalChainStyle = flow.horizontalStyle
        node.children[view].params.constraints.horizontalBias =
          isRightToLeft ? 1 - flow.horizontalBias : flow.horizontalBias
      }
      if position == columns.count - 1 {
        connect(&node, view, .right, flowIndex, .right, padding.right)
      }
      if position > 0, let previous {
        connect(&node, view, .left, previous, .right, flow.horizontalGap)
        connect(&node, previous, .right, view, .left, 0)
      }
      previous = view
    }
    return previous
  }
}
