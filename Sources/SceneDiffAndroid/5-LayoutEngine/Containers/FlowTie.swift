import SceneDiffCore

/// Replaces the constraints of a Flow's views as core `Flow.addToSolver` does
/// (androidx/constraintlayout 9cd4b5a4): `WidgetsList.createConstraints` for each chain,
/// `createAlignedConstraints` for a grid.
///
/// Every view's own constraints and margins go first (`resetAnchors`; its biases and chain
/// styles stay unless the Flow sets them); the new ones point at the Flow and at the other
/// views by index (``ConstraintTarget/sibling(_:)``), so a Flow needs no id.
struct FlowTie: Sendable {
  /// The Flow's attributes.
  let flow: FlowParams
  /// The Flow's index among the ConstraintLayout's children.
  let flowIndex: Int
  /// The Flow's padding.
  let padding: Insets
  /// Whether the ConstraintLayout is right to left (`isInRtl`).
  let isRightToLeft: Bool

  /// Ties the views of `measure`'s arrangement.
  func apply(_ measure: FlowMeasure, _ sizes: FlowMeasure.Sizes, _ node: inout LayoutNode) {
    switch measure.arrangement {
    case .untied: return
    case .grid(let perLine, let lines):
      tieGrid(measure.members, sizes, perLine: perLine, lines: lines, &node)
    case .chains(let lines):
      for (chainIndex, line) in lines.enumerated() {
        let views = line.map { measure.members[$0] }
        let biggest = measure.members[FlowMeasure.biggest(line, sizes.cross)]
        for view in views { Self.reset(&node.children[view].params) }
        let previous = chainIndex > 0 ? lines[chainIndex - 1] : nil
        let previousBiggest = previous.map { measure.members[FlowMeasure.biggest($0, sizes.cross)] }
        let place = ChainPlace(
          index: chainIndex,
          isLast: chainIndex == lines.count - 1,
          previousBiggest: previousBiggest,
          single: lines.count == 1
        )
        if flow.isVertical {
          tieColumn(views, biggest: biggest, place, &node)
        } else {
          tieRow(views, biggest: biggest, place, &node)
        }
      }
    }
  }

  /// Where a chain is among the Flow's chains.
  struct ChainPlace: Sendable {
    /// Its index.
    var index: Int
    /// Whether it is the last.
    var isLast: Bool
    /// The previous chain's biggest view, for every chain but the first.
    var previousBiggest: Int?
    /// Whether it is the only chain.
    var single: Bool
  }

  /// Ties `side` of child `view` to `targetSide` of child `target` with `margin` (the other
  /// constraint of that side, if any, is dropped).
  func connect(
    _ node: inout LayoutNode,
    _ view: Int,
    _ side: FlowEdge,
    _ target: Int,
    _ targetSide: FlowEdge,
    _ margin: Int
  ) {
    guard let key = side.constraint(to: targetSide) else { return }
    for other in [FlowEdge.left, .top, .right, .bottom] {
      if let written = side.constraint(to: other) {
        node.children[view].params.constraints[keyPath: written] = nil
      }
    }
    node.children[view].params.constraints[keyPath: key] = .sibling(target)
    node.children[view].params.margins[keyPath: side.margin] = margin
  }

  /// The chain style and bias of a chain's head: the `first` ones for the first chain when
  /// its style is written, else the `last` ones for the last chain when written, else the
  /// Flow's own.
  func headStyle(
    _ place: ChainPlace,
    _ styles: (ChainStyle, ChainStyle?, ChainStyle?),
    _ biases: (Float, Float, Float)
  ) -> (ChainStyle, Float) {
    if place.index == 0, let first = styles.1 { return (first, biases.1) }
    if place.isLast, let last = styles.2 { return (last, biases.2) }
    return (styles.0, biases.0)
  }

  /// `ConstraintWidget.resetAnchors`: no side is tied and no margin is left.
  static func reset(_ params: inout LayoutParams) {
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
}
