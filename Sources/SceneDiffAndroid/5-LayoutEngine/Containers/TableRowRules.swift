import SceneDiffCore

/// TableRow (`TableRow.java`): a horizontal LinearLayout whose cells sit in columns.
///
/// A cell is in column `layout_column` (or the next one) and spans `layout_span` columns
/// (`mapIndexAndColumns`). Inside a TableLayout the row gets the table's column widths and
/// measures each cell EXACTLY at the width of its columns less its margins — AT_MOST when its
/// `layout_gravity` has a horizontal part, the cell then being placed in its columns by that
/// gravity (`measureChildBeforeLayout`, `getLocationOffset`); columns without a cell keep
/// their width (`measureNullChild`). Outside a table it is a plain horizontal LinearLayout.
/// Baseline alignment between cells is not modelled.
enum TableRowRules {
  /// The row's virtual children: for each column, the index of the cell in it (a cell
  /// spanning `n` columns appears `n` times), `nil` for a skipped column.
  static func columnMap(_ row: LayoutNode) -> [Int?] {
    var map: [Int?] = []
    for (index, child) in row.children.enumerated() {
      let column = child.params.column
      while column > map.count { map.append(nil) }
      for _ in 0..<max(1, child.params.span) { map.append(index) }
    }
    return map
  }

  /// `getColumnsWidths`: each shown single-column cell measured alone — `wrap_content` with
  /// the table's width spec (`getChildMeasureSpec(spec, 0, WRAP_CONTENT)`), `match_parent`
  /// UNSPECIFIED, a fixed size EXACTLY, the same spec on both axes as Android passes it —
  /// plus its margins; spanning cells, hidden cells and empty columns count 0.
  static func columnWidths(
    of row: inout LayoutNode,
    _ width: MeasureSpec,
    _ context: inout LayoutContext
  ) -> [Int] {
    let map = columnMap(row)
    var widths = Array(repeating: 0, count: map.count)
    for (column, cell) in map.enumerated() {
      guard let cell, row.children[cell].isLaidOut, row.children[cell].params.span == 1 else {
        continue
      }
      let params = row.children[cell].params
      let spec: MeasureSpec
      switch params.width {
      case .wrapContent: spec = width.child(used: 0, size: .wrapContent)
      case .matchParent: spec = .unspecified(0)
      case .exactly(let px): spec = px >= 0 ? .exactly(px) : .unspecified(0)
      }
      row.children[cell].measure(spec, spec, &context)
      widths[column] = row.children[cell].measuredWidth + params.margins.horizontal
    }
    return widths
  }

  /// The row's measure with the table's column widths.
  static func measure(
    _ node: inout LayoutNode,
    _ widths: [Int],
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    let map = columnMap(node)
    var total = 0
    var tallest = 0
    var matchHeight = false
    var column = 0
    while column < map.count {
      guard let cell = map[column] else {
        total += column < widths.count ? widths[column] : 0
        column += 1
        continue
      }
      let params = node.children[cell].params
      let span = max(1, params.span)
      defer { column += span }
      guard node.children[cell].isLaidOut else { continue }
      let columnWidth = (column..<column + span).reduce(0) {
        $0 + ($1 < widths.count ? widths[$1] : 0)
      }
      let inner = max(0, columnWidth - params.margins.horizontal)
      let horizontalGravity = params.gravity.map(\.hasHorizontal) ?? false
      let widthSpec = horizontalGravity ? MeasureSpec.atMost(inner) : .exactly(inner)
      let heightSpec = height.child(
        used: node.padding.vertical + params.margins.vertical,
        size: params.height
      )
      node.children[cell].measure(widthSpec, heightSpec, &context)
      total += node.children[cell].measuredWidth + params.margins.horizontal
      if horizontalGravity { total += columnWidth - node.children[cell].measuredWidth }
      tallest = max(tallest, node.children[cell].measuredHeight + params.margins.vertical)
      if height.mode != .exactly && params.height == .matchParent { matchHeight = true }
    }
    total += node.padding.horizontal
    node.linearState.totalLength = total
    node.setMeasured(
      width.resolve(max(total, node.suggestedMinimumWidth)),
      height.resolve(max(tallest + node.padding.vertical, node.suggestedMinimumHeight))
    )
    guard matchHeight else { return }
    for cell in node.children.indices where node.children[cell].isLaidOut {
      guard node.children[cell].params.height == .matchParent else { continue }
      let margins = node.children[cell].params.margins
      let cellWidth = node.children[cell].measuredWidth
      node.children[cell].measure(
        .exactly(cellWidth),
        .exactly(max(0, node.measuredHeight - node.padding.vertical - margins.vertical)),
        &context
      )
    }
  }

  /// `layoutHorizontal` with the location offsets.
  ///
  /// Each cell at the start of its columns
  /// (moved by its horizontal gravity within them), columns without a cell skipped by their
  /// width; right to left the columns run from the right. Vertically as in a LinearLayout
  /// row: the cell's vertical gravity, else the row's.
  static func layout(
    _ node: inout LayoutNode,
    _ properties: LinearProperties,
    _ widths: [Int],
    _ context: inout LayoutContext
  ) {
    let map = columnMap(node)
    let rtl = node.isRightToLeft
    var left = startLeft(node, properties)
    var placed: Set<Int> = []
    let order = rtl ? Array(map.indices.reversed()) : Array(map.indices)
    for column in order {
      guard let cell = map[column] else {
        left += column < widths.count ? widths[column] : 0
        continue
      }
      guard !placed.contains(cell) else { continue }
      placed.insert(cell)
      let child = node.children[cell]
      guard child.isLaidOut else { continue }
      let params = child.params
      let first = rtl ? column - max(1, params.span) + 1 : column
      let columnWidth = (first..<first + max(1, params.span)).reduce(0) {
        $0 + ($1 >= 0 && $1 < widths.count ? widths[$1] : 0)
      }
      var offset = 0
      var next = 0
      if let gravity = params.gravity, gravity.hasHorizontal {
        next = columnWidth - child.measuredWidth
        switch gravity.absolute(isRightToLeft: rtl).horizontalPlacement {
        case .after: offset = next
        case .center: offset = next / 2
        default: break
        }
      }
      let top = cellTop(node, child, properties)
      left += params.margins.left
      node.layoutChild(cell, left: left + offset, top: top, &context)
      left += child.measuredWidth + params.margins.right + next
    }
  }

  /// Where the first cell starts: the row's horizontal gravity places its total length.
  private static func startLeft(_ node: LayoutNode, _ properties: LinearProperties) -> Int {
    let major = Gravity(rawValue: properties.gravity.horizontal)
      .absolute(isRightToLeft: node.isRightToLeft)
    switch major.rawValue {
    case Gravity.right.rawValue:
      return node.padding.left + node.frame.width - node.linearState.totalLength
    case Gravity.centerHorizontal.rawValue:
      return node.padding.left + (node.frame.width - node.linearState.totalLength) / 2
    default: return node.padding.left
    }
  }

  /// A cell's top: its own vertical gravity, else the row's, as in a LinearLayout row.
  private static func cellTop(
    _ node: LayoutNode,
    _ child: LayoutNode,
    _ properties: LinearProperties
  ) -> Int {
    let params = child.params
    let height = node.frame.height
    let childSpace = height - node.padding.vertical
    let vertical = params.gravity?.rawValue ?? properties.gravity.vertical
    switch vertical & Gravity.verticalMask {
    case Gravity.centerVertical.rawValue:
      return node.padding.top + (childSpace - child.measuredHeight) / 2 + params.margins.top
        - params.margins.bottom
    case Gravity.bottom.rawValue:
      return height - node.padding.bottom - child.measuredHeight - params.margins.bottom
    case Gravity.top.rawValue: return node.padding.top + params.margins.top
    default: return node.padding.top
    }
  }
}
