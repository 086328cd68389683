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

  /// `measureHorizontal`'s main-axis locals, shared by its passes.
  private struct HorizontalMeasure {
    /// The layout's properties.
    let properties: LinearProperties
    /// The width spec the layout was given.
    let width: MeasureSpec
    /// The height spec the layout was given.
    let height: MeasureSpec
    /// Where the dividers go.
    let dividers: Dividers
    /// `mTotalLength`: the children's widths with margins (and dividers) so far.
    var total = 0
    /// The cross axis: heights and baselines.
    var cross = CrossAxis()
    /// `totalWeight`.
    var totalWeight: Float = 0
    /// `matchHeight`: some child is `match_parent` tall while the height is not EXACTLY.
    var matchHeight = false
    /// `skippedMeasure`: some `0dp` weighted child was left for the weight pass.
    var skippedMeasure = false
    /// `largestChildWidth`, for `measureWithLargestChild`.
    var largestChildWidth = intMinimum
    /// `usedExcessSpace`: the widths `0dp` weighted children took when measured
    /// `wrap_content`, added back to the excess.
    var usedExcessSpace = 0
    /// The number of children that are not GONE.
    var shownCount = 0

    /// The passes' start for a layout with `properties` measured in `width` × `height`.
    init(
      _ node: LayoutNode,
      _ properties: LinearProperties,
      _ width: MeasureSpec,
      _ height: MeasureSpec
    ) {
      self.properties = properties
      self.width = width
      self.height = height
      dividers = Dividers(node, properties)
    }

    /// `mTotalLength` grown by `length`: a plain sum for an EXACTLY width, else never shrunk.
    mutating func grow(by length: Int) {
      total = width.mode == .exactly ? total + length : max(total, total + length)
    }

    /// The first pass: measures every child that is not GONE, adds the dividers, and raises
    /// the height for baselines.
    ///
    /// Android's comment: "See how wide everyone is. Also remember max height."
    mutating func measureChildren(_ node: inout LayoutNode, _ context: inout LayoutContext) {
      for index in node.children.indices where node.children[index].isLaidOut {
        shownCount += 1
        if dividers.before(index) { total += dividers.width }
        let params = node.children[index].params
        measureChild(index, params, &node, &context)
        let matchHeightLocally = height.mode != .exactly && params.height == .matchParent
        if matchHeightLocally { matchHeight = true }
        let child = node.children[index]
        let margin = params.margins.vertical
        let childHeight = child.measuredHeight + margin
        if properties.baselineAligned {
          cross.recordBaseline(child, height: childHeight, properties)
        }
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
    }

    /// One child of the first pass: a `0dp` weighted child of an EXACTLY row only adds its
    /// margins, and is measured UNSPECIFIED (for its baseline) with `baselineAligned` or left
    /// for the weight pass without; any other child is measured with margins (a `0dp`
    /// weighted one as `wrap_content`), counting the width used so far only until the first
    /// weighted child.
    private mutating func measureChild(
      _ index: Int,
      _ params: LayoutParams,
      _ node: inout LayoutNode,
      _ context: inout LayoutContext
    ) {
      totalWeight += params.weight
      let useExcessSpace = params.width == .exactly(0) && params.weight > 0
      if width.mode == .exactly && useExcessSpace {
        grow(by: params.margins.horizontal)
        if properties.baselineAligned {
          node.children[index].measure(
            .unspecified(width.size),
            .unspecified(height.size),
            &context
          )
        } else {
          skippedMeasure = true
        }
        return
      }
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
      grow(by: childWidth + params.margins.horizontal)
      if properties.useLargestChild { largestChildWidth = max(childWidth, largestChildWidth) }
    }

    /// `measureWithLargestChild` in a width that is not EXACTLY: the total as if every child
    /// that is not GONE were as wide as the widest.
    mutating func totalWithLargestChild(_ node: LayoutNode) {
      total = 0
      for child in node.children where child.isLaidOut {
        grow(by: largestChildWidth + child.params.margins.horizontal)
      }
    }

    /// The weight pass: each weighted child gets its share of the excess and is re-measured
    /// EXACTLY; the total, the heights and the baselines are counted again over all children.
    mutating func distributeExcess(
      _ node: inout LayoutNode,
      widthSize: Int,
      _ context: inout LayoutContext
    ) {
      var remainingExcess = widthSize - total + usedExcessSpace
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
          remeasureWeighted(index, params, share: share, &node, &context)
        }
        let child = node.children[index]
        grow(by: child.measuredWidth + params.margins.horizontal)
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
    }

    /// Re-measures a weighted child EXACTLY at its new width: the largest child's width
    /// (`measureWithLargestChild` in a width that is not EXACTLY), its `share` for a `0dp`
    /// child, else its measured width plus `share`.
    private func remeasureWeighted(
      _ index: Int,
      _ params: LayoutParams,
      share: Int,
      _ node: inout LayoutNode,
      _ context: inout LayoutContext
    ) {
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

    /// The layout's height before resolving: the tallest child (or the largest ascent plus
    /// descent), replaced by `alternativeMaxHeight` unless the height is EXACTLY or every
    /// child is `match_parent` tall, plus padding, at least the minimum.
    func desiredHeight(_ node: LayoutNode) -> Int {
      let tallest =
        !cross.allFillParent && height.mode != .exactly
        ? cross.alternativeMaxHeight : cross.maxHeight
      return max(tallest + node.padding.vertical, node.suggestedMinimumHeight)
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
    var pass = HorizontalMeasure(node, properties, width, height)
    pass.measureChildren(&node, &context)
    if properties.useLargestChild && width.mode != .exactly {
      pass.totalWithLargestChild(node)
    }
    // Add in our padding.
    pass.total += node.padding.horizontal
    let widthSize = width.resolve(max(pass.total, node.suggestedMinimumWidth))
    if pass.skippedMeasure || pass.totalWeight > 0 {
      pass.distributeExcess(&node, widthSize: widthSize, &context)
    } else {
      // Only reached without positive total weight (see measureVertical).
      pass.cross.alternativeMaxHeight = max(
        pass.cross.alternativeMaxHeight,
        pass.cross.weightedMaxHeight
      )
    }
    node.setMeasured(widthSize, height.resolve(pass.desiredHeight(node)))
    node.linearState.totalLength = pass.total
    node.linearState.maxAscent = pass.cross.maxAscent
    node.linearState.maxDescent = pass.cross.maxDescent
    if pass.matchHeight { forceUniformHeight(&node, width, &context) }
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
  /// are placed from the last one, each after the divider that follows it in child order
  /// (`hasDividerAfterChildAt`), so the `beginning` divider ends up at the right. Vertically a child follows its `layout_gravity`, or the
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
      let hasDivider = node.isRightToLeft ? dividers.after(index) : dividers.before(index)
      if hasDivider { childLeft += dividers.width }
      childLeft += params.margins.left
      node.layoutChild(index, left: childLeft, top: childTop, &context)
      childLeft += child.measuredWidth + params.margins.right
    }
  }
}
