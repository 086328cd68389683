import SceneDiffCore

/// LinearLayout's measure, layout and baseline (§5), also used by RadioGroup and AppBarLayout.
///
/// The rules follow `LinearLayout.java` for a current target SDK (28+): weighted children are
/// always re-measured (`sRemeasureWeightedChildren`), the space `0dp` weighted children took in
/// a non-EXACTLY first pass is added back (`mAllowInconsistentMeasurement` false), and weight
/// shares are truncated one by one so the last weighted child absorbs the remainder.
/// Vertical rules are in `LinearLayoutRules+Vertical.swift`, horizontal ones (with baseline
/// alignment, §5.4) in `LinearLayoutRules+Horizontal.swift`.
enum LinearLayoutRules {
  /// `LinearLayout.onMeasure`: `measureVertical` or `measureHorizontal`.
  ///
  /// An AppBarLayout is always vertical (its `setOrientation` rejects anything else).
  static func measure(
    _ node: inout LayoutNode,
    _ properties: LinearProperties,
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    if let table = properties.table {
      TableLayoutRules.measure(&node, properties, table, width, height, &context)
    } else if properties.isTableRow, let widths = node.tableColumnWidths {
      TableRowRules.measure(&node, widths, width, height, &context)
    } else if isVertical(node, properties) {
      measureVertical(&node, properties, width, height, &context)
    } else {
      measureHorizontal(&node, properties, width, height, &context)
    }
  }

  /// `LinearLayout.onLayout`: `layoutVertical` or `layoutHorizontal`.
  static func layout(
    _ node: inout LayoutNode,
    _ properties: LinearProperties,
    _ context: inout LayoutContext
  ) {
    if properties.isTableRow, let widths = node.tableColumnWidths {
      TableRowRules.layout(&node, properties, widths, &context)
    } else if isVertical(node, properties) {
      layoutVertical(&node, properties, &context)
    } else {
      layoutHorizontal(&node, properties, &context)
    }
  }

  /// `LinearLayout.getBaseline`: the `baselineAlignedChildIndex` child's baseline in this
  /// layout, −1 when the index is not set.
  ///
  /// The child's top is `mBaselineChildTop` (the first-pass length in front of the child,
  /// without padding; 0 for a horizontal layout), moved for a vertical layout's `bottom` or
  /// `center_vertical` gravity using the layout's current height (its frame: 0 before its
  /// first layout, as in Android); then the child's top margin and baseline are added. Where
  /// Android throws (an index past the children, or a child other than the first without a
  /// baseline) the result is −1.
  static func baseline(of node: LayoutNode, _ properties: LinearProperties) -> Int {
    let index = properties.baselineAlignedChildIndex
    guard index >= 0, index < node.children.count else { return -1 }
    let child = node.children[index]
    let childBaseline = child.baseline
    guard childBaseline != -1 else { return -1 }
    var childTop = node.linearState.baselineChildTop
    if isVertical(node, properties) {
      let height = node.frame.height
      let total = node.linearState.totalLength
      switch properties.gravity.vertical {
      case Gravity.bottom.rawValue: childTop = height - node.padding.bottom - total
      case Gravity.centerVertical.rawValue:
        childTop += (height - node.padding.vertical - total) / 2
      default: break
      }
    }
    return childTop + child.params.margins.top + childBaseline
  }

  /// Whether the node lays out as a column: `orientation="vertical"`, or an AppBarLayout.
  static func isVertical(_ node: LayoutNode, _ properties: LinearProperties) -> Bool {
    if case .appBar = node.kind { return true }
    return properties.isVertical
  }

  /// The share of `remainingExcess` a child of `weight` gets when `remainingWeightSum` is
  /// left: `(int) (weight × remainingExcess / remainingWeightSum)` in `float`.
  static func share(_ weight: Float, of remainingExcess: Int, _ remainingWeightSum: Float) -> Int {
    Int(javaCast: weight * Float(remainingExcess) / remainingWeightSum)
  }

  /// Java's `Integer.MIN_VALUE`, the start of `largestChildWidth/Height`.
  static let intMinimum = Int(Int32.min)

  /// `hasDividerBeforeChildAt`: where a LinearLayout puts its dividers.
  struct Dividers {
    /// The divider, if the layout has one.
    let divider: LinearDivider?
    /// The number of children.
    let count: Int
    /// The index of the first child that is not GONE (`count` when all are).
    let firstShown: Int
    /// The index of the last child that is not GONE (−1 when all are).
    let lastShown: Int

    /// The dividers of `node`.
    init(_ node: LayoutNode, _ properties: LinearProperties) {
      divider = properties.divider
      count = node.children.count
      firstShown = node.children.firstIndex(where: \.isLaidOut) ?? node.children.count
      lastShown = node.children.lastIndex(where: \.isLaidOut) ?? -1
    }

    /// The divider drawable's width (0 without one).
    var width: Int { divider?.width ?? 0 }
    /// The divider drawable's height (0 without one).
    var height: Int { divider?.height ?? 0 }

    /// Whether a divider comes before child `index` (`index == count`: after the last child).
    ///
    /// The first child that is not GONE has the `beginning` divider, later ones the `middle`
    /// one; `count` asks for the `end` divider.
    func before(_ index: Int) -> Bool {
      guard let divider else { return false }
      if index == count { return divider.end }
      return firstShown >= index ? divider.beginning : divider.middle
    }

    /// `hasDividerAfterChildAt`: whether a divider follows child `index` — the `end` one after
    /// the last child that is not GONE, the `middle` one after the others.
    ///
    /// A right-to-left row is laid out from its last child, so the divider in front of each
    /// child (on its left) is the one that follows it in child order.
    func after(_ index: Int) -> Bool {
      guard let divider else { return false }
      return lastShown <= index ? divider.end : divider.middle
    }
  }

  /// The index of a vertical gravity's baseline group (`INDEX_CENTER_VERTICAL` 0, `INDEX_TOP`
  /// 1, `INDEX_BOTTOM` 2, `INDEX_FILL` 3): `((gravity >> AXIS_Y_SHIFT) & ~AXIS_SPECIFIED) >> 1`.
  static func baselineGroup(_ gravity: Int) -> Int {
    (((gravity & Gravity.verticalMask) >> Gravity.yShift) & ~Gravity.axisSpecified) >> 1
  }
}
