import SceneDiffCore

/// TableLayout (`TableLayout.java`): a vertical LinearLayout whose `TableRow` children share
/// column widths.
///
/// Before the vertical measure (`measureVertical`): every TableRow that is not GONE is made
/// `wrap_content` tall and reports its cells' widths (``TableRowRules/columnWidths(of:_:_:)``);
/// each column takes the widest (`findLargestCells`). When the columns are wider than the
/// table's width spec size less its padding, the `shrinkColumns` share the difference
/// (`totalExtraSpace / count` each, truncated); when narrower, the `stretchColumns` share
/// what is left (`mutateColumnsWidth`, including its reclaim of space given to columns that do
/// not exist). Every row then lays its cells out at those widths. `collapseColumns` makes the
/// cells of those columns GONE when the table is built.
enum TableLayoutRules {
  /// `TableLayout.measureVertical`: the column widths, then LinearLayout's vertical measure.
  static func measure(
    _ node: inout LayoutNode,
    _ properties: LinearProperties,
    _ table: TableProperties,
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    var widths: [Int]?
    for index in node.children.indices where node.children[index].isLaidOut {
      guard case .linear(let row) = node.children[index].kind, row.isTableRow else { continue }
      node.children[index].params.height = .wrapContent
      let rowWidths = TableRowRules.columnWidths(of: &node.children[index], width, &context)
      guard var maxWidths = widths else {
        widths = rowWidths
        continue
      }
      if rowWidths.count > maxWidths.count {
        maxWidths += rowWidths[maxWidths.count...]
      }
      for column in 0..<min(maxWidths.count, rowWidths.count) {
        maxWidths[column] = max(maxWidths[column], rowWidths[column])
      }
      widths = maxWidths
    }
    if var columns = widths {
      shrinkAndStretch(&columns, table, size: width.size - node.padding.horizontal)
      for index in node.children.indices {
        guard case .linear(let row) = node.children[index].kind, row.isTableRow else { continue }
        if node.children[index].tableColumnWidths != columns {
          node.children[index].tableColumnWidths = columns
          node.children[index].lastSpecs = nil
        }
      }
    }
    LinearLayoutRules.measureVertical(&node, properties, width, height, &context)
  }

  /// `shrinkAndStretchColumns` and `mutateColumnsWidth`.
  static func shrinkAndStretch(_ widths: inout [Int], _ table: TableProperties, size: Int) {
    let total = widths.reduce(0, +)
    if total > size && !table.shrink.isEmpty {
      mutate(&widths, table.shrink, size: size, total: total)
    } else if total < size && !table.stretch.isEmpty {
      mutate(&widths, table.stretch, size: size, total: total)
    }
  }

  /// Shares `size − total` among `columns` (each gets `(size − total) / count`, truncated);
  /// listed columns past the last one give their share back to the others.
  private static func mutate(_ widths: inout [Int], _ columns: TableColumns, size: Int, total: Int)
  {
    let length = widths.count
    let listed = columns.indices.sorted()
    let count = columns.all ? length : listed.count
    guard count > 0 else { return }
    var extra = (size - total) / count
    if columns.all {
      for column in 0..<length { widths[column] += extra }
      return
    }
    var skipped = 0
    for column in listed {
      if column < length { widths[column] += extra } else { skipped += 1 }
    }
    guard skipped > 0 && skipped < count else { return }
    extra = skipped * extra / (count - skipped)
    for column in listed where column < length {
      if extra > widths[column] { widths[column] = 0 } else { widths[column] += extra }
    }
  }

  /// `setColumnCollapsed` for every listed column: the cell of that column in each row is
  /// GONE.
  static func collapse(_ node: inout LayoutNode, _ columns: TableColumns) {
    guard !columns.isEmpty else { return }
    for index in node.children.indices {
      guard case .linear(let row) = node.children[index].kind, row.isTableRow else { continue }
      let map = TableRowRules.columnMap(node.children[index])
      for (column, child) in map.enumerated() where columns.contains(column) {
        if let child { node.children[index].children[child].visibility = .gone }
      }
    }
  }
}
