import SceneDiffCore

extension LinearLayoutRules {
  /// `measureVertical`'s locals, shared by its passes.
  private struct VerticalMeasure {
    /// The layout's properties.
    let properties: LinearProperties
    /// The width spec the layout was given.
    let width: MeasureSpec
    /// The height spec the layout was given.
    let height: MeasureSpec
    /// Where the dividers go.
    let dividers: Dividers
    /// `mTotalLength`: the children's heights with margins (and dividers) so far.
    var total = 0
    /// `maxWidth`: the widest child with its margins.
    var maxWidth = 0
    /// `alternativeMaxWidth`: the widest unweighted child (margins only for a `match_parent`
    /// one when the width is not EXACTLY).
    var alternativeMaxWidth = 0
    /// `weightedMaxWidth`: the same for weighted children.
    var weightedMaxWidth = 0
    /// `allFillParent`: every child is `match_parent` wide.
    var allFillParent = true
    /// `totalWeight`.
    var totalWeight: Float = 0
    /// `matchWidth`: some child is `match_parent` wide while the width is not EXACTLY.
    var matchWidth = false
    /// `skippedMeasure`: some `0dp` weighted child was left for the weight pass.
    var skippedMeasure = false
    /// `largestChildHeight`, for `measureWithLargestChild`.
    var largestChildHeight = intMinimum
    /// `consumedExcessSpace`: the heights `0dp` weighted children took when measured
    /// `wrap_content`, added back to the excess.
    var consumedExcessSpace = 0
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

    /// The first pass: measures every child that is not GONE, adds the dividers, and records
    /// `mBaselineChildTop`.
    ///
    /// Android's comment: "See how tall everyone is. Also remember max width."
    mutating func measureChildren(_ node: inout LayoutNode, _ context: inout LayoutContext) {
      let baselineChildIndex = properties.baselineAlignedChildIndex
      for index in node.children.indices where node.children[index].isLaidOut {
        shownCount += 1
        if dividers.before(index) { total += dividers.height }
        let params = node.children[index].params
        measureChild(index, params, &node, &context)
        if baselineChildIndex >= 0 && baselineChildIndex == index + 1 {
          node.linearState.baselineChildTop = total
        }
        let matchWidthLocally = width.mode != .exactly && params.width == .matchParent
        if matchWidthLocally { matchWidth = true }
        let margin = params.margins.horizontal
        let measuredWidth = node.children[index].measuredWidth + margin
        maxWidth = max(maxWidth, measuredWidth)
        allFillParent = allFillParent && params.width == .matchParent
        if params.weight > 0 {
          weightedMaxWidth = max(weightedMaxWidth, matchWidthLocally ? margin : measuredWidth)
        } else {
          alternativeMaxWidth = max(alternativeMaxWidth, matchWidthLocally ? margin : measuredWidth)
        }
      }
      if shownCount > 0 && dividers.before(dividers.count) { total += dividers.height }
    }

    /// One child of the first pass: a `0dp` weighted child of an EXACTLY column only adds its
    /// margins (it is measured in the weight pass); any other child is measured with margins
    /// (a `0dp` weighted one as `wrap_content`), counting the height used so far only until
    /// the first weighted child.
    private mutating func measureChild(
      _ index: Int,
      _ params: LayoutParams,
      _ node: inout LayoutNode,
      _ context: inout LayoutContext
    ) {
      totalWeight += params.weight
      let useExcessSpace = params.height == .exactly(0) && params.weight > 0
      if height.mode == .exactly && useExcessSpace {
        total = max(total, total + params.margins.vertical)
        skippedMeasure = true
        return
      }
      if useExcessSpace { node.children[index].params.height = .wrapContent }
      let usedHeight = totalWeight == 0 ? total : 0
      node.measureChildWithMargins(
        index,
        width,
        widthUsed: 0,
        height,
        heightUsed: usedHeight,
        &context
      )
      let childHeight = node.children[index].measuredHeight
      if useExcessSpace {
        node.children[index].params.height = .exactly(0)
        consumedExcessSpace += childHeight
      }
      total = max(total, total + childHeight + params.margins.vertical)
      if properties.useLargestChild { largestChildHeight = max(childHeight, largestChildHeight) }
    }

    /// `measureWithLargestChild` in a height that is not EXACTLY: the total as if every
    /// child that is not GONE were as tall as the tallest.
    mutating func totalWithLargestChild(_ node: LayoutNode) {
      total = 0
      for child in node.children where child.isLaidOut {
        total = max(total, total + largestChildHeight + child.params.margins.vertical)
      }
    }

    /// The weight pass: each weighted child gets its share of the excess and is re-measured
    /// EXACTLY; the total and the widths are counted again over all children.
    ///
    /// Android's comment: "Either expand children with weight to take up available space or
    /// shrink them if they extend beyond our current bounds."
    mutating func distributeExcess(
      _ node: inout LayoutNode,
      heightSize: Int,
      _ context: inout LayoutContext
    ) {
      var remainingExcess = heightSize - total + consumedExcessSpace
      var remainingWeightSum = properties.weightSum > 0 ? properties.weightSum : totalWeight
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
        let margin = params.margins.horizontal
        let measuredWidth = child.measuredWidth + margin
        maxWidth = max(maxWidth, measuredWidth)
        let matchWidthLocally = width.mode != .exactly && params.width == .matchParent
        alternativeMaxWidth = max(alternativeMaxWidth, matchWidthLocally ? margin : measuredWidth)
        allFillParent = allFillParent && params.width == .matchParent
        total = max(total, total + child.measuredHeight + params.margins.vertical)
      }
      total += node.padding.vertical
    }

    /// Re-measures a weighted child EXACTLY at its new height: the largest child's height
    /// (`measureWithLargestChild` in a height that is not EXACTLY), its `share` for a `0dp`
    /// child, else its measured height plus `share`.
    private func remeasureWeighted(
      _ index: Int,
      _ params: LayoutParams,
      share: Int,
      _ node: inout LayoutNode,
      _ context: inout LayoutContext
    ) {
      let childHeight: Int
      if properties.useLargestChild && height.mode != .exactly {
        childHeight = largestChildHeight
      } else if params.height == .exactly(0) {
        childHeight = share
      } else {
        childHeight = node.children[index].measuredHeight + share
      }
      let widthSpec = width.child(
        used: node.padding.horizontal + params.margins.horizontal,
        size: params.width
      )
      node.children[index].measure(widthSpec, .exactly(max(0, childHeight)), &context)
    }

    /// The layout's width before resolving: the widest child (ignoring `match_parent` ones
    /// unless all are, when the width is not EXACTLY) plus padding, at least the minimum.
    func desiredWidth(_ node: LayoutNode) -> Int {
      let widest = !allFillParent && width.mode != .exactly ? alternativeMaxWidth : maxWidth
      return max(widest + node.padding.horizontal, node.suggestedMinimumWidth)
    }
  }

  /// `LinearLayout.measureVertical` (§5.1, §5.2).
  ///
  /// First pass: every child that is not GONE is measured with margins, the height used so
  /// far counting only until the first weighted child; a `0dp` weighted child is skipped when
  /// the height is EXACTLY and measured `wrap_content` otherwise. The height is the children's
  /// total plus padding, resolved against the spec. Then the weight pass gives each weighted
  /// child its truncated share of what is left (or takes it away) and re-measures it EXACTLY;
  /// the width is the widest child (ignoring `match_parent` ones unless all are, when the
  /// width is not EXACTLY), and `match_parent` children are re-measured at the final width.
  static func measureVertical(
    _ node: inout LayoutNode,
    _ properties: LinearProperties,
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    var pass = VerticalMeasure(node, properties, width, height)
    pass.measureChildren(&node, &context)
    if properties.useLargestChild && height.mode != .exactly {
      pass.totalWithLargestChild(node)
    }
    // Add in our padding.
    pass.total += node.padding.vertical
    let heightSize = height.resolve(max(pass.total, node.suggestedMinimumHeight))
    if pass.skippedMeasure || pass.totalWeight > 0 {
      pass.distributeExcess(&node, heightSize: heightSize, &context)
    } else {
      // Only reached without positive total weight (target 28+ always re-measures weighted
      // children), so `measureWithLargestChild`'s stretch of weighted children has nothing
      // to do here.
      pass.alternativeMaxWidth = max(pass.alternativeMaxWidth, pass.weightedMaxWidth)
    }
    node.setMeasured(width.resolve(pass.desiredWidth(node)), heightSize)
    node.linearState.totalLength = pass.total
    if pass.matchWidth { forceUniformWidth(&node, height, &context) }
  }

  /// `forceUniformWidth`: re-measures the `match_parent`-wide children EXACTLY at the
  /// layout's measured width (less padding and margins), keeping their measured height.
  private static func forceUniformWidth(
    _ node: inout LayoutNode,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    let uniform = MeasureSpec.exactly(node.measuredWidth)
    for index in node.children.indices where node.children[index].isLaidOut {
      guard node.children[index].params.width == .matchParent else { continue }
      let oldHeight = node.children[index].params.height
      node.children[index].params.height = .exactly(node.children[index].measuredHeight)
      node.measureChildWithMargins(index, uniform, widthUsed: 0, height, heightUsed: 0, &context)
      node.children[index].params.height = oldHeight
    }
  }

  /// `LinearLayout.layoutVertical` (§5.3).
  ///
  /// The column starts at `paddingTop`, moved by the vertical part of the layout's `gravity`
  /// (`bottom`: `paddingTop + height − total`; `center_vertical`: `paddingTop + (height −
  /// total) / 2`). Each child is placed across by its `layout_gravity`, or the horizontal part
  /// of the layout's `gravity` when unset, resolved with the layout's direction: centred in the
  /// padded width plus `leftMargin − rightMargin`, right, or left (any other value).
  static func layoutVertical(
    _ node: inout LayoutNode,
    _ properties: LinearProperties,
    _ context: inout LayoutContext
  ) {
    let dividers = Dividers(node, properties)
    let width = node.frame.width
    let height = node.frame.height
    let childRight = width - node.padding.right
    let childSpace = width - node.padding.left - node.padding.right
    let total = node.linearState.totalLength
    var childTop: Int
    switch properties.gravity.vertical {
    case Gravity.bottom.rawValue: childTop = node.padding.top + height - total
    case Gravity.centerVertical.rawValue: childTop = node.padding.top + (height - total) / 2
    default: childTop = node.padding.top
    }
    let minorGravity = properties.gravity.horizontal
    for index in node.children.indices where node.children[index].isLaidOut {
      let child = node.children[index]
      let margins = child.params.margins
      let gravity = Gravity(rawValue: child.params.gravity?.rawValue ?? minorGravity)
        .absolute(isRightToLeft: node.isRightToLeft)
      let childLeft: Int
      switch gravity.rawValue & Gravity.horizontalMask {
      case Gravity.centerHorizontal.rawValue:
        childLeft =
          node.padding.left + (childSpace - child.measuredWidth) / 2 + margins.left
          - margins.right
      case Gravity.right.rawValue: childLeft = childRight - child.measuredWidth - margins.right
      default: childLeft = node.padding.left + margins.left
      }
      if dividers.before(index) { childTop += dividers.height }
      childTop += margins.top
      node.layoutChild(index, left: childLeft, top: childTop, &context)
      childTop += child.measuredHeight + margins.bottom
    }
  }
}
