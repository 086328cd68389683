import SceneDiffCore

/// The sizes core `Flow.java` (androidx/constraintlayout 9cd4b5a4) reads of a Flow's views:
/// `getWidgetWidth`/`getWidgetHeight` and `WidgetsList.measureMatchConstraints`.
struct FlowSizer: Sendable {
  /// The displayed views, as child indices.
  let members: [Int]
  /// The ConstraintLayout's widgets (for the views' dimension behaviours).
  let widgets: [ConstraintWidget]
  /// Whether the Flow is vertical (its main axis is then the height).
  let vertical: Bool
  /// The Flow's main-axis spec size less its padding (`max`).
  let max: Int

  /// `getWidgetWidth` (`horizontal`) or `getWidgetHeight` of child `member`: 0 for a `0dp`
  /// spread size, `(int) (percent × max)` for a percent size (the view measured again at
  /// it), else the measured size.
  func size(
    of member: Int,
    horizontal: Bool,
    _ node: inout LayoutNode,
    _ specs: (width: MeasureSpec, height: MeasureSpec),
    _ context: inout LayoutContext
  ) -> Int {
    let child = node.children[member]
    let measured = horizontal ? child.measuredWidth : child.measuredHeight
    switch horizontal ? widgets[member].width : widgets[member].height {
    case .matchConstraint(.spread): return 0
    case .matchConstraint(.percent):
      let constraints = child.params.constraints
      let percent = horizontal ? constraints.widthPercent : constraints.heightPercent
      let value = Int(percent * Float(max))
      if value != measured {
        ConstraintLayoutRules.measureChild(
          &node,
          member,
          widgets[member],
          specs.width,
          specs.height,
          exactly: horizontal ? (value, nil) : (nil, value),
          &context
        )
      }
      return value
    default: return measured
    }
  }

  /// Every displayed view's sizes along the Flow's main and cross axes.
  func sizes(
    _ node: inout LayoutNode,
    _ specs: (width: MeasureSpec, height: MeasureSpec),
    _ context: inout LayoutContext
  ) -> FlowMeasure.Sizes {
    var sizes = FlowMeasure.Sizes(main: [], inLine: [], measuredMain: [], cross: [])
    for member in members {
      let main = size(of: member, horizontal: !vertical, &node, specs, &context)
      let cross = size(of: member, horizontal: vertical, &node, specs, &context)
      let dimension = vertical ? widgets[member].height : widgets[member].width
      let child = node.children[member]
      sizes.main.append(main)
      sizes.inLine.append(dimension.isMatchConstraint ? 0 : main)
      sizes.measuredMain.append(vertical ? child.measuredHeight : child.measuredWidth)
      sizes.cross.append(cross)
    }
    return sizes
  }

  /// `measureMatchConstraints` for each chain (a wrapping Flow that wraps its content): the
  /// main-axis space left, `max` less the chain, is divided (integer division) by the
  /// chain's match-constraint views; its `0dp` spread views are measured EXACTLY at that
  /// share; then the chain's sizes are read again (`recomputeDimensions`: a horizontal
  /// chain adds up the measured widths, a vertical one `getWidgetHeight`).
  func fillMatchConstraints(
    _ lines: [[Int]],
    _ sizes: inout FlowMeasure.Sizes,
    gap: Int,
    _ node: inout LayoutNode,
    _ specs: (width: MeasureSpec, height: MeasureSpec),
    _ context: inout LayoutContext
  ) {
    func mainDimension(_ position: Int) -> ConstraintWidget.Dimension {
      vertical ? widgets[members[position]].height : widgets[members[position]].width
    }
    for line in lines {
      let matched = line.filter { mainDimension($0).isMatchConstraint }
      guard !matched.isEmpty else { continue }
      let share = Swift.max(
        0,
        (max - FlowMeasure.lineMain(line, sizes.inLine, gap: gap)) / matched.count
      )
      for position in matched where mainDimension(position) == .matchConstraint(.spread) {
        let member = members[position]
        ConstraintLayoutRules.measureChild(
          &node,
          member,
          widgets[member],
          specs.width,
          specs.height,
          exactly: vertical ? (nil, share) : (share, nil),
          &context
        )
      }
      for position in line {
        let member = members[position]
        sizes.inLine[position] =
          vertical
          ? size(of: member, horizontal: false, &node, specs, &context)
          : node.children[member].measuredWidth
        sizes.cross[position] = size(of: member, horizontal: vertical, &node, specs, &context)
      }
    }
  }
}
