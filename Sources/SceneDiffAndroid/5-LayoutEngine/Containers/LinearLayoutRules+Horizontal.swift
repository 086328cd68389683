import SceneDiffCore

extension LinearLayoutRules {
  /// The running maxima of a horizontal measure's cross axis.
  private struct CrossAxis {
    /// `maxHeight`.
    var maxHeight = 0
    /// `alternativeMaxHeight`: heights of unweighted children (margins only for
    /// `match_parent` ones when the height is not EXACTLY).
    var alternativeMaxHeight = 0
    /// `weightedMaxHeight`.
    var weightedMaxHeight = 0
    /// `allFillParent`: every child is `match_parent` tall.
    var allFillParent = true
    /// `mMaxAscent`.
    var maxAscent = [-1, -1, -1, -1]
    /// `mMaxDescent`.
    var maxDescent = [-1, -1, -1, -1]

    /// Records a child's baseline in its vertical-gravity group (§5.4).
    mutating func recordBaseline(
      _ child: LayoutNode,
      height childHeight: Int,
      _ properties: LinearProperties
    ) {
      let baseline = child.baseline
      guard baseline != -1 else { return }
      let gravity = child.params.gravity?.rawValue ?? properties.gravity.rawValue
      let group = baselineGroup(gravity)
      maxAscent[group] = max(maxAscent[group], baseline)
      maxDescent[group] = max(maxDescent[group], childHeight - baseline)
    }

    /// Raises `maxHeight` to the largest ascent plus the largest descent of all groups, when
    /// some child has a baseline.
    mutating func applyBaselines() {
      guard maxAscent.contains(where: { $0 != -1 }) else { return }
      let ascent = maxAscent.max() ?? -1
      let descent = maxDescent.max() ?? -1
      maxHeight = max(maxHeight, ascent + descent)
    }
  }

  /// `LinearLayout.measureHorizontal` (§5.1, §5.2, §5.4).
  ///
  /// The mirror of ``measureVertical(_:_:_:_:_:)`` with baseline alignment: with
  /// `baselineAligned` a `0dp` weighted child of an EXACTLY row is measured UNSPECIFIED instead
  /// of skipped, and the height is raised to the largest ascent plus the largest descent of
  /// the children with a baseline. As in Android, that raise only survives when the height is
  /// EXACTLY or every child is `match_parent` tall; otherwise the height is the tallest child
  /// with its margins (`alternativeMaxHeight`).
  static func measureHorizontal(
    _ node: inout LayoutNode,
    _ properties: LinearProperties,
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    let dividers = Dividers(node, properties)
    let isExactly = width.mode == .exactly
    var total = 0
    var cross = CrossAxis()
    var totalWeight: Float = 0
    var matchHeight = false
    var skippedMeasure = false
    var largestChildWidth = intMinimum
    var usedExcessSpace = 0
    var shownCount = 0

    /// `mTotalLength` grown by `length`: a plain sum for an EXACTLY width, else never shrunk.
    func grow(_ total: inout Int, by length: Int) {
      total = isExactly ? total + length : max(total, total + length)
    }

    for index in node.children.indices where node.children[index].isLaidOut {
      shownCount += 1
      if dividers.before(index) { total += dividers.width }
      let params = node.children[index].params
      totalWeight += params.weight
      let useExcessSpace = params.width == .exactly(0) && params.weight > 0
      if width.mode == .exactly && useExcessSpace {
        grow(&total, by: params.margins.horizontal)
        if properties.baselineAligned {
          node.children[index].measure(
            .unspecified(width.size),
            .unspecified(height.size),
            &context
          )
        } else {
          skippedMeasure = true
        }
      } else {
        if useExcessSpace { node.children[index].params.width = .wrapContent }
        let usedWidth = totalWeight == 0 ? total : 0
        node.measureChildWithMargins(
          index,
          width,
          widthUsed: usedWidth,
          height,
          heightUsed: 0,
          &context
        )
        let childWidth = node.children[index].measuredWidth
        if useExcessSpace {
          node.children[index].params.width = .exactly(0)
          usedExcessSpace += childWidth
        }
        grow(&total, by: childWidth + params.margins.horizontal)
        if properties.useLargestChild { largestChildWidth = max(childWidth, largestChildWidth) }
      }
      let matchHeightLocally = height.mode != .exactly && params.height == .matchParent
      if matchHeightLocally { matchHeight = true }
      let child = node.children[index]
      let margin = params.margins.vertical
      let childHeight = child.measuredHeight + margin
      if properties.baselineAligned { cross.recordBaseline(child, height: childHeight, properties) }
      cross.maxHeight = max(cross.maxHeight, childHeight)
      cross.allFillParent = cross.allFillParent && params.height == .matchParent
      if params.weight > 0 {
        cross.weightedMaxHeight = max(
          cross.weightedMaxHeight,
          matchHeightLocally ? margin : childHeight
        )
      } else {
        cross.alternativeMaxHeight = max(
          cross.alternativeMaxHeight,
          matchHeightLocally ? margin : childHeight
        )
      }
    }
    if shownCount > 0 && dividers.before(dividers.count) { total += dividers.width }
    cross.applyBaselines()

    if properties.useLargestChild && width.mode != .exactly {
      total = 0
      for child in node.children where child.isLaidOut {
        grow(&total, by: largestChildWidth + child.params.margins.horizontal)
      }
    }

    total += node.padding.horizontal
    let widthSize = width.resolve(max(total, node.suggestedMinimumWidth))

    var remainingExcess = widthSize - total + usedExcessSpace
    if skippedMeasure || totalWeight > 0 {
      var remainingWeightSum = properties.weightSum > 0 ? properties.weightSum : totalWeight
      cross.maxAscent = [-1, -1, -1, -1]
      cross.maxDescent = [-1, -1, -1, -1]
      cross.maxHeight = -1
      total = 0
      for index in node.children.indices where node.children[index].isLaidOut {
        let params = node.children[index].params
        if params.weight > 0 {
          let share = share(params.weight, of: remainingExcess, remainingWeightSum)
          remainingExcess -= share
          remainingWeightSum -= params.weight
          let childWidth: Int
          if properties.useLargestChild && width.mode != .exactly {
            childWidth = largestChildWidth
          } else if params.width == .exactly(0) {
            childWidth = share
          } else {
            childWidth = node.children[index].measuredWidth + share
          }
          let heightSpec = height.child(
            used: node.padding.vertical + params.margins.vertical,
            size: params.height
          )
          node.children[index].measure(.exactly(max(0, childWidth)), heightSpec, &context)
        }
        let child = node.children[index]
        grow(&total, by: child.measuredWidth + params.margins.horizontal)
        let matchHeightLocally = height.mode != .exactly && params.height == .matchParent
        let margin = params.margins.vertical
        let childHeight = child.measuredHeight + margin
        cross.maxHeight = max(cross.maxHeight, childHeight)
        cross.alternativeMaxHeight = max(
          cross.alternativeMaxHeight,
          matchHeightLocally ? margin : childHeight
        )
        cross.allFillParent = cross.allFillParent && params.height == .matchParent
        if properties.baselineAligned {
          cross.recordBaseline(child, height: childHeight, properties)
        }
      }
      total += node.padding.horizontal
      cross.applyBaselines()
    } else {
      // Only reached without positive total weight (see measureVertical).
      cross.alternativeMaxHeight = max(cross.alternativeMaxHeight, cross.weightedMaxHeight)
    }

    var maxHeight = cross.maxHeight
    if !cross.allFillParent && height.mode != .exactly { maxHeight = cross.alternativeMaxHeight }
    maxHeight = max(maxHeight + node.padding.vertical, node.suggestedMinimumHeight)
    node.setMeasured(widthSize, height.resolve(maxHeight))
    node.linearState.totalLength = total
    node.linearState.maxAscent = cross.maxAscent
    node.linearState.maxDescent = cross.maxDescent

    if matchHeight { forceUniformHeight(&node, width, &context) }
  }

  /// `forceUniformHeight`: re-measures the `match_parent`-tall children EXACTLY at the
  /// layout's measured height (less padding and margins), keeping their measured width.
  private static func forceUniformHeight(
    _ node: inout LayoutNode,
    _ width: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    let uniform = MeasureSpec.exactly(node.measuredHeight)
    for index in node.children.indices where node.children[index].isLaidOut {
      guard node.children[index].params.height == .matchParent else { continue }
      let oldWidth = node.children[index].params.width
      node.children[index].params.width = .exactly(node.children[index].measuredWidth)
      node.measureChildWithMargins(index, width, widthUsed: 0, uniform, heightUsed: 0, &context)
      node.children[index].params.width = oldWidth
    }
  }

  /// `LinearLayout.layoutHorizontal` (§5.3, §5.4).
  ///
  /// The row starts at `paddingLeft`, moved by the horizontal part of the layout's `gravity`
  /// resolved with its direction (`right`: `paddingLeft + width − total`;
  /// `center_horizontal`: `paddingLeft + (width − total) / 2`). Right to left, the children
  /// are placed from the last one. Vertically a child follows its `layout_gravity`, or the
  /// layout's vertical `gravity` when unset: `top` at `paddingTop + topMargin`, moved down to
  /// the top group's largest ascent; `center_vertical` centred in the padded height plus
  /// `topMargin − bottomMargin`; `bottom` against the bottom padding and margin, moved up to
  /// the bottom group's largest descent; any other value (a `layout_gravity` without a
  /// vertical flag, `fill_vertical`) at `paddingTop` without the margin. Only children that
  /// are not `match_parent` tall are moved for baselines.
  static func layoutHorizontal(
    _ node: inout LayoutNode,
    _ properties: LinearProperties,
    _ context: inout LayoutContext
  ) {
    let dividers = Dividers(node, properties)
    let state = node.linearState
    let width = node.frame.width
    let height = node.frame.height
    let childBottom = height - node.padding.bottom
    let childSpace = height - node.padding.top - node.padding.bottom
    let majorGravity = Gravity(rawValue: properties.gravity.horizontal)
      .absolute(isRightToLeft: node.isRightToLeft)
    var childLeft: Int
    switch majorGravity.rawValue {
    case Gravity.right.rawValue:
      childLeft = node.padding.left + width - state.totalLength
    case Gravity.centerHorizontal.rawValue:
      childLeft = node.padding.left + (width - state.totalLength) / 2
    default: childLeft = node.padding.left
    }
    let count = node.children.count
    for step in 0..<count {
      let index = node.isRightToLeft ? count - 1 - step : step
      let child = node.children[index]
      guard child.isLaidOut else { continue }
      let params = child.params
      let childBaseline =
        properties.baselineAligned && params.height != .matchParent ? child.baseline : -1
      let gravity = params.gravity?.rawValue ?? properties.gravity.vertical
      var childTop: Int
      switch gravity & Gravity.verticalMask {
      case Gravity.top.rawValue:
        childTop = node.padding.top + params.margins.top
        if childBaseline != -1 { childTop += state.maxAscent[1] - childBaseline }
      case Gravity.centerVertical.rawValue:
        childTop =
          node.padding.top + (childSpace - child.measuredHeight) / 2 + params.margins.top
          - params.margins.bottom
      case Gravity.bottom.rawValue:
        childTop = childBottom - child.measuredHeight - params.margins.bottom
        if childBaseline != -1 {
          let descent = child.measuredHeight - childBaseline
          childTop -= state.maxDescent[2] - descent
        }
      default: childTop = node.padding.top
      }
      if dividers.before(index) { childLeft += dividers.width }
      childLeft += params.margins.left
      node.layoutChild(index, left: childLeft, top: childTop, &context)
      childLeft += child.measuredWidth + params.margins.right
    }
  }
}
