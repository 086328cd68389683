import SceneDiffCore

/// GridLayout (`android.widget.GridLayout`, also AndroidX's): children in cells of rows and
/// columns.
///
/// Placement (`validateLayoutParams`): children, GONE ones included, take the cell their
/// `layout_row`/`layout_column` name, or the next free cell in orientation order, wrapping at
/// `columnCount` (horizontal) or `rowCount` (vertical); spans take several cells.
/// Children that are not GONE are measured with the grid's spec less its padding and their
/// margins (`measureChildWithMargins2`). Each axis's grid lines are the longest path from the
/// first line over the cells' sizes plus margins (what `Axis.solve` reaches with GridLayout's
/// minimum-size arcs), so a spanning cell widens only the last column it needs. An EXACTLY
/// grid larger than its content gives the extra space to the columns (rows) with a
/// `layout_columnWeight` (`layout_rowWeight`), in proportion, else leaves it after the last
/// line. In its cell a child is placed by `layout_gravity` (start by default; `fill`
/// stretches it). Not modelled: baseline alignment (rows align tops instead), the default
/// margins of `useDefaultMargins`, and `alignmentMode="alignBounds"` (margins are always
/// part of the cell).
enum GridLayoutRules {
  /// A child's cell: first row and column and spans.
  struct Cell: Sendable, Hashable {
    /// The first row.
    var row: Int
    /// The first column.
    var column: Int
    /// Rows taken.
    var rowSpan: Int
    /// Columns taken.
    var columnSpan: Int
  }

  /// The cell of every child, in child order.
  static func cells(_ node: LayoutNode, _ properties: GridProperties) -> [Cell] {
    let horizontal = !properties.isVertical
    let count = max(0, horizontal ? properties.columnCount : properties.rowCount)
    var major = 0
    var minor = 0
    var occupied = Array(repeating: 0, count: count)
    var result: [Cell] = []
    for child in node.children {
      let params = child.params
      let grid = params.grid
      let majorStart = horizontal ? grid.row : params.column
      let majorSpan = horizontal ? grid.rowSpan : grid.columnSpan
      let minorStart = horizontal ? params.column : grid.row
      let minorDefined = minorStart >= 0
      let rawMinorSpan = horizontal ? grid.columnSpan : grid.rowSpan
      if majorStart >= 0 { major = majorStart }
      var minorSpan = rawMinorSpan
      if count > 0 {
        let low = minorDefined ? min(minorStart, count) : 0
        minorSpan = min(rawMinorSpan, count - low)
      }
      if minorDefined { minor = minorStart }
      if count > 0 {
        if majorStart < 0 || !minorDefined {
          var guardCount = 0
          while !fits(occupied, major, minor, minor + minorSpan), guardCount < 100_000 {
            guardCount += 1
            if minorDefined {
              major += 1
            } else if minor + minorSpan <= count {
              minor += 1
            } else {
              minor = 0
              major += 1
            }
          }
        }
        for index in min(minor, count)..<min(minor + minorSpan, count) {
          occupied[index] = major + majorSpan
        }
      }
      let cell =
        horizontal
        ? Cell(row: major, column: minor, rowSpan: majorSpan, columnSpan: max(1, minorSpan))
        : Cell(row: minor, column: major, rowSpan: max(1, minorSpan), columnSpan: majorSpan)
      result.append(cell)
      minor += max(1, minorSpan)
    }
    return result
  }

  /// `fits`: columns `start..<end` are free in row `value`.
  private static func fits(_ occupied: [Int], _ value: Int, _ start: Int, _ end: Int) -> Bool {
    guard end <= occupied.count else { return false }
    for index in start..<end where occupied[index] > value { return false }
    return true
  }

  /// `GridLayout.onMeasure`.
  static func measure(
    _ node: inout LayoutNode,
    _ properties: GridProperties,
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    let inner = (
      MeasureSpec(width.mode, width.size - node.padding.horizontal),
      MeasureSpec(height.mode, height.size - node.padding.vertical)
    )
    for index in node.children.indices where node.children[index].isLaidOut {
      let params = node.children[index].params
      node.children[index].measure(
        inner.0.child(used: params.margins.horizontal, size: params.width),
        inner.1.child(used: params.margins.vertical, size: params.height),
        &context
      )
    }
    let cells = cells(node, properties)
    let columns = lines(node, cells, horizontal: true, spec: inner.0)
    // Children that fill their columns are measured again at their cell's width.
    for (index, cell) in cells.enumerated() where node.children[index].isLaidOut {
      let params = node.children[index].params
      guard let gravity = params.gravity, gravity.horizontalPlacement == .fill else { continue }
      let cellWidth = columns[cell.column + cell.columnSpan] - columns[cell.column]
      node.children[index].measure(
        .exactly(max(0, cellWidth - params.margins.horizontal)),
        inner.1.child(used: params.margins.vertical, size: params.height),
        &context
      )
    }
    let rows = lines(node, cells, horizontal: false, spec: inner.1)
    node.setMeasured(
      width.resolve(max((columns.last ?? 0) + node.padding.horizontal, node.suggestedMinimumWidth)),
      height.resolve(max((rows.last ?? 0) + node.padding.vertical, node.suggestedMinimumHeight))
    )
  }

  /// The grid lines along one axis: `lines[i]` is where column (row) `i` starts, from the
  /// padded edge; the last entry is the content size.
  static func lines(
    _ node: LayoutNode,
    _ cells: [Cell],
    horizontal: Bool,
    spec: MeasureSpec
  ) -> [Int] {
    var count = 0
    for cell in cells {
      count = max(count, horizontal ? cell.column + cell.columnSpan : cell.row + cell.rowSpan)
    }
    var lines = Array(repeating: 0, count: count + 1)
    var weights = Array(repeating: Float(0), count: count)
    for line in 1...max(1, count) where line <= count {
      lines[line] = lines[line - 1]
      for (index, cell) in cells.enumerated() where node.children[index].isLaidOut {
        let start = horizontal ? cell.column : cell.row
        let span = horizontal ? cell.columnSpan : cell.rowSpan
        guard start + span == line else { continue }
        let child = node.children[index]
        let size =
          horizontal
          ? child.measuredWidth + child.params.margins.horizontal
          : child.measuredHeight + child.params.margins.vertical
        lines[line] = max(lines[line], lines[start] + size)
        let weight = horizontal ? child.params.grid.columnWeight : child.params.grid.rowWeight
        if weight > 0 && span == 1 { weights[start] = max(weights[start], weight) }
      }
    }
    guard spec.mode == .exactly, count > 0, spec.size > lines[count] else { return lines }
    let total = weights.reduce(0, +)
    guard total > 0 else { return lines }
    var remaining = spec.size - lines[count]
    var remainingWeight = total
    var shift = 0
    for column in 0..<count {
      if weights[column] > 0 {
        let share = Int(javaCast: weights[column] * Float(remaining) / remainingWeight)
        remaining -= share
        remainingWeight -= weights[column]
        shift += share
      }
      lines[column + 1] += shift
    }
    return lines
  }

  /// `GridLayout.onLayout`: each child in its cell by its gravity.
  static func layout(
    _ node: inout LayoutNode,
    _ properties: GridProperties,
    _ context: inout LayoutContext
  ) {
    let cells = cells(node, properties)
    let width = node.frame.width
    let height = node.frame.height
    let columns = lines(
      node,
      cells,
      horizontal: true,
      spec: .exactly(width - node.padding.horizontal)
    )
    let rows = lines(
      node,
      cells,
      horizontal: false,
      spec: .exactly(height - node.padding.vertical)
    )
    let rtl = node.isRightToLeft
    for (index, cell) in cells.enumerated() where node.children[index].isLaidOut {
      let child = node.children[index]
      let margins = child.params.margins
      let gravity = (child.params.gravity ?? .none).absolute(isRightToLeft: rtl)
      let x1 = columns[cell.column]
      let cellWidth = columns[cell.column + cell.columnSpan] - x1
      let (dx, childWidth) = place(
        gravity.horizontalPlacement,
        size: child.measuredWidth,
        cell: cellWidth,
        before: margins.left,
        after: margins.right
      )
      let y1 = rows[cell.row]
      let cellHeight = rows[cell.row + cell.rowSpan] - y1
      let (dy, childHeight) = place(
        gravity.verticalPlacement,
        size: child.measuredHeight,
        cell: cellHeight,
        before: margins.top,
        after: margins.bottom
      )
      let left =
        rtl
        ? width - node.padding.right - x1 - dx - childWidth
        : node.padding.left + x1 + dx
      let top = node.padding.top + y1 + dy
      if childWidth != child.measuredWidth || childHeight != child.measuredHeight {
        node.children[index].measure(.exactly(childWidth), .exactly(childHeight), &context)
      }
      node.children[index].layout(
        PixelBounds(left: left, top: top, right: left + childWidth, bottom: top + childHeight),
        &context
      )
    }
  }

  /// A child's offset in its cell (from the cell's start, margin included) and its size:
  /// start (or none) → the start margin; end → against the end margin; centre → the
  /// child with its margins centred; fill → the cell less the margins.
  private static func place(
    _ placement: AxisPlacement,
    size: Int,
    cell: Int,
    before: Int,
    after: Int
  ) -> (Int, Int) {
    switch placement {
    case .none, .before: (before, size)
    case .after: (cell - size - after, size)
    case .center: ((cell - (size + before + after)) / 2 + before, size)
    case .fill: (before, max(0, cell - before - after))
    }
  }
}
