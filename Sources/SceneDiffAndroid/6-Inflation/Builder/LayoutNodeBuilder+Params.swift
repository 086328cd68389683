import SceneDiffCore

extension LayoutNodeBuilder {
  /// The layout parameters every SceneDiff container reads, from the element and its
  /// `style=` (or an `<include>`'s replacement parameters).
  ///
  /// A missing `layout_width` or `layout_height` is an error, as on a device; the node then
  /// wraps its content. About seventy names are asked for per view, nearly all of them set
  /// nowhere: ``ViewAttributes/layoutNames`` answers those without building their keys.
  mutating func layoutParams(
    _ attributes: ViewAttributes,
    _ element: InflatedElement,
    isRightToLeft: Bool,
    parent: ViewFamily?,
    _ resolver: ResourceResolver
  ) -> LayoutParams {
    let lookup = LayoutParamValues(attributes)
    let sizes = layoutSizes(attributes, element, parent: parent, resolver)
    var params = LayoutParams(width: sizes[0], height: sizes[1])
    params.column =
      integer(lookup.android("layout_column"), "android:layout_column", resolver) ?? -1
    params.span = max(
      1,
      integer(lookup.android("layout_span"), "android:layout_span", resolver) ?? 1
    )
    if parent == .grid {
      params.grid = gridParams(lookup, resolver)
    }
    if parent == .percentFrame || parent == .percentRelative {
      params.percent = percentParams(lookup, resolver)
    }
    params.margins = margins(lookup, resolver)
    if let relative = relativeMargins(lookup, resolver) {
      resolve(&params.margins, relative, isRightToLeft: isRightToLeft)
    }
    params.gravity = gravity(lookup.android("layout_gravity"), "android:layout_gravity", resolver)
    params.weight = float(lookup.android("layout_weight"), "android:layout_weight", resolver) ?? 0
    // Without a name that may be a rule, the twenty-three lookups would all find nothing.
    if lookup.hasRelativeNames { params.relative = relativeRules(lookup, resolver) }
    // Without an app layout name every lookup of these readers finds nothing, and they
    // would return their defaults after some fifty lookups.
    if lookup.hasAppLayoutNames { params.constraints = constraintParams(lookup, resolver) }
    if element.className == "Flow" || element.className.hasSuffix(".Flow") {
      params.constraints.flow = flowParams(attributes, element, rtl: isRightToLeft, resolver)
    }
    if element.className.hasSuffix("Guideline") || params.constraints.guide != nil {
      // ConstraintLayout.LayoutParams reads the Guideline's orientation.
      params.constraints.isVerticalGuideline =
        choice(
          attributes.value(.android("orientation")),
          "android:orientation",
          [("horizontal", false), ("vertical", true), ("0", false), ("1", true)],
          resolver
        ) ?? false
    }
    if lookup.hasAppLayoutNames { params.coordinator = coordinatorParams(lookup, resolver) }
    if let flags = lookup.app("layout_scrollFlags") {
      params.scrollFlags = scrollFlags(flags, resolver)
    }
    params.collapseMode =
      choice(
        lookup.app("layout_collapseMode"),
        "app:layout_collapseMode",
        [("none", CollapseMode.off), ("pin", .pin), ("parallax", .parallax)],
        resolver
      ) ?? .off
    Self.recordWrittenSizes(&params)
    return params
  }

  /// Keeps the sizes and margins as written in the percent parameters, which replace them
  /// when the percent layout measures.
  private static func recordWrittenSizes(_ params: inout LayoutParams) {
    guard var percent = params.percent else { return }
    percent.writtenWidth = params.width
    percent.writtenHeight = params.height
    percent.writtenMargins = params.margins
    params.percent = percent
  }

  /// `layout_width` and `layout_height` with their keys and qualified names, made once per
  /// process.
  private static let sizeKeys = [
    ("layout_width", AttributeKey.android("layout_width"), "android:layout_width"),
    ("layout_height", AttributeKey.android("layout_height"), "android:layout_height"),
  ]

  /// `layout_width` and `layout_height`.
  ///
  /// A missing one is an error (except on a ViewStub) and wraps the content — unless the parent's layout parameters give it a default
  /// (``defaultSize(_:parent:)``). A TableLayout's children are always `match_parent` wide.
  private mutating func layoutSizes(
    _ attributes: ViewAttributes,
    _ element: InflatedElement,
    parent: ViewFamily?,
    _ resolver: ResourceResolver
  ) -> [LayoutSize] {
    let isStub = element.className == "ViewStub"
    var sizes: [LayoutSize] = []
    sizes.reserveCapacity(2)
    for (name, key, qualifiedName) in Self.sizeKeys {
      if name == "layout_width", parent == .table {
        sizes.append(.matchParent)  // TableLayout.LayoutParams.setBaseAttributes
        continue
      }
      guard let written = attributes.layoutValue(key) else {
        if let fallback = Self.defaultSize(name, parent: parent) {
          sizes.append(fallback)
          continue
        }
        if !isStub {
          diagnostics.append(
            LayoutFileError.missingLayoutSize(
              element.location,
              attribute: name,
              element: element.className
            ).diagnostic
          )
        }
        sizes.append(.wrapContent)
        continue
      }
      sizes.append(
        read(
          written,
          qualifiedName,
          { r, v, at, n throws(ResourceError) in
            try r.layoutSize(v, at: at, attribute: n)
          },
          resolver
        ) ?? .wrapContent
      )
    }
    return sizes
  }

  /// The size a parent's `LayoutParams` give a child that leaves `name` out, or `nil` when
  /// the parent requires it: TableRow (`match_parent` wide, `wrap_content` tall), TableLayout
  /// (`wrap_content` tall) and GridLayout (`wrap_content` both ways) override
  /// `setBaseAttributes`; the percent layouts read a missing size as 0
  /// (`PercentLayoutHelper.fetchWidthAndHeight`), for their percent attributes to replace.
  static func defaultSize(_ name: String, parent: ViewFamily?) -> LayoutSize? {
    switch parent {
    case .tableRow?: name == "layout_width" ? .matchParent : .wrapContent
    case .table?: .wrapContent
    case .grid?: .wrapContent
    case .percentFrame?, .percentRelative?: .exactly(0)
    default: nil
    }
  }

  /// GridLayout's `layout_row`, spans and weights.
  private mutating func gridParams(
    _ lookup: LayoutParamValues,
    _ resolver: ResourceResolver
  ) -> GridParams {
    func whole(_ name: StaticString) -> Int? {
      guard let written = lookup.android(name) else { return nil }
      return integer(written, "android:\(name)", resolver)
    }
    func number(_ name: StaticString) -> Float? {
      guard let written = lookup.android(name) else { return nil }
      return float(written, "android:\(name)", resolver)
    }
    var grid = GridParams()
    grid.row = whole("layout_row") ?? -1
    grid.rowSpan = max(1, whole("layout_rowSpan") ?? 1)
    grid.columnSpan = max(1, whole("layout_columnSpan") ?? 1)
    grid.rowWeight = number("layout_rowWeight") ?? 0
    grid.columnWeight = number("layout_columnWeight") ?? 0
    return grid
  }

  /// The percent layouts' `app:` attributes (`PercentLayoutHelper.getPercentLayoutInfo`).
  ///
  /// Fractions such as `50%` or `0.5`; `layout_marginPercent` sets all four margins; start
  /// and end are resolved for the direction later, as margins are. `nil` when none is set.
  private mutating func percentParams(
    _ lookup: LayoutParamValues,
    _ resolver: ResourceResolver
  ) -> PercentParams? {
    func fraction(_ name: StaticString) -> Float? {
      guard let written = lookup.app(name) else { return nil }
      return read(
        written,
        "app:\(name)",
        { r, v, at, n throws(ResourceError) in
          try r.float(v, at: at, attribute: n)
        },
        resolver
      )
    }
    var percent = PercentParams()
    var any = false
    func set(_ name: StaticString, _ path: WritableKeyPath<PercentParams, Float>) {
      if let value = fraction(name) {
        percent[keyPath: path] = value
        any = true
      }
    }
    set("layout_widthPercent", \.width)
    set("layout_heightPercent", \.height)
    if let all = fraction("layout_marginPercent") {
      (percent.left, percent.top, percent.right, percent.bottom) = (all, all, all, all)
      any = true
    }
    set("layout_marginLeftPercent", \.left)
    set("layout_marginTopPercent", \.top)
    set("layout_marginRightPercent", \.right)
    set("layout_marginBottomPercent", \.bottom)
    set("layout_aspectRatio", \.aspectRatio)
    let start = fraction("layout_marginStartPercent")
    let end = fraction("layout_marginEndPercent")
    if start != nil || end != nil {
      any = true
      percent.start = start
      percent.end = end
    }
    return any ? percent : nil
  }

  // MARK: Margins

  /// The margins by §1.3's precedence for a left-to-right layout, before start/end.
  private mutating func margins(
    _ lookup: LayoutParamValues,
    _ resolver: ResourceResolver
  ) -> Insets {
    func px(_ name: StaticString) -> Int? {
      guard let written = lookup.android(name) else { return nil }
      return pixelSize(written, "android:\(name)", resolver)
    }
    if let all = px("layout_margin") { return Insets(all: all) }
    let horizontal = px("layout_marginHorizontal")
    let vertical = px("layout_marginVertical")
    return Insets(
      left: horizontal ?? px("layout_marginLeft") ?? 0,
      top: vertical ?? px("layout_marginTop") ?? 0,
      right: horizontal ?? px("layout_marginRight") ?? 0,
      bottom: vertical ?? px("layout_marginBottom") ?? 0
    )
  }

  /// `layout_marginStart`/`End` and whether left and right were written.
  private mutating func relativeMargins(
    _ lookup: LayoutParamValues,
    _ resolver: ResourceResolver
  ) -> RelativeMargins? {
    guard lookup.android("layout_margin") == nil else { return nil }
    let start = pixelSize(
      lookup.android("layout_marginStart"),
      "android:layout_marginStart",
      resolver
    )
    let end = pixelSize(lookup.android("layout_marginEnd"), "android:layout_marginEnd", resolver)
    guard start != nil || end != nil else { return nil }
    let horizontal = lookup.android("layout_marginHorizontal") != nil
    return RelativeMargins(
      start: start,
      end: end,
      hasLeft: horizontal || lookup.android("layout_marginLeft") != nil,
      hasRight: horizontal || lookup.android("layout_marginRight") != nil
    )
  }

  /// Applies start/end margins for the view's direction (`resolveLayoutDirection`): with RTL
  /// support they replace both horizontal sides (an undefined one becomes 0); in RTL
  /// compatibility mode they only fill a side left and right did not define.
  func resolve(_ margins: inout Insets, _ relative: RelativeMargins, isRightToLeft: Bool) {
    let (leftValue, rightValue) =
      isRightToLeft ? (relative.end, relative.start) : (relative.start, relative.end)
    if supportsRtl {
      margins.left = leftValue ?? 0
      margins.right = rightValue ?? 0
    } else {
      if !relative.hasLeft, let leftValue { margins.left = leftValue }
      if !relative.hasRight, let rightValue { margins.right = rightValue }
    }
  }

  // MARK: RelativeLayout

  /// The RelativeLayout rules.
  private mutating func relativeRules(
    _ lookup: LayoutParamValues,
    _ resolver: ResourceResolver
  ) -> RelativeRules {
    var rules = RelativeRules()
    func anchor(_ name: StaticString) -> String? {
      guard let written = lookup.android(name) else { return nil }
      guard let id = InflatedElement.idName(written.text) else {
        invalid(written, "android:\(name)", expected: "a view id (@id/name)")
        return nil
      }
      return id
    }
    func flag(_ name: StaticString) -> Bool {
      guard let written = lookup.android(name) else { return false }
      return boolean(written, "android:\(name)", resolver) ?? false
    }
    rules.leftOf = anchor("layout_toLeftOf")
    rules.rightOf = anchor("layout_toRightOf")
    rules.above = anchor("layout_above")
    rules.below = anchor("layout_below")
    rules.alignBaseline = anchor("layout_alignBaseline")
    rules.alignLeft = anchor("layout_alignLeft")
    rules.alignTop = anchor("layout_alignTop")
    rules.alignRight = anchor("layout_alignRight")
    rules.alignBottom = anchor("layout_alignBottom")
    rules.startOf = anchor("layout_toStartOf")
    rules.endOf = anchor("layout_toEndOf")
    rules.alignStart = anchor("layout_alignStart")
    rules.alignEnd = anchor("layout_alignEnd")
    rules.alignParentLeft = flag("layout_alignParentLeft")
    rules.alignParentTop = flag("layout_alignParentTop")
    rules.alignParentRight = flag("layout_alignParentRight")
    rules.alignParentBottom = flag("layout_alignParentBottom")
    rules.alignParentStart = flag("layout_alignParentStart")
    rules.alignParentEnd = flag("layout_alignParentEnd")
    rules.centerInParent = flag("layout_centerInParent")
    rules.centerHorizontal = flag("layout_centerHorizontal")
    rules.centerVertical = flag("layout_centerVertical")
    rules.alignWithParentIfMissing = flag("layout_alignWithParentIfMissing")
    return rules
  }

  // MARK: ConstraintLayout

  /// The ConstraintLayout parameters (`app:layout_constraint*`, gone margins, guidelines).
  private mutating func constraintParams(
    _ lookup: LayoutParamValues,
    _ resolver: ResourceResolver
  ) -> ConstraintParams {
    var params = ConstraintParams()
    readConstraintTargets(&params, lookup)
    readChainParams(&params, lookup, resolver)
    func px(_ name: StaticString) -> Int? {
      guard let written = lookup.app(name) else { return nil }
      return pixelSize(written, "app:\(name)", resolver)
    }
    params.goneMargins = GoneMargins(
      left: px("layout_goneMarginLeft"),
      top: px("layout_goneMarginTop"),
      right: px("layout_goneMarginRight"),
      bottom: px("layout_goneMarginBottom"),
      start: px("layout_goneMarginStart"),
      end: px("layout_goneMarginEnd")
    )
    readMatchConstraintParams(&params, lookup, resolver)
    params.guide = guide(lookup, resolver)
    readCircleAndHelper(&params, lookup, resolver)
    return params
  }

  /// The thirteen `layout_constraintX_toYOf` targets: `parent` or a view id.
  private mutating func readConstraintTargets(
    _ params: inout ConstraintParams,
    _ lookup: LayoutParamValues
  ) {
    func target(_ name: StaticString) -> ConstraintTarget? {
      guard let written = lookup.app(name) else { return nil }
      if written.text == "parent" { return .parent }
      guard let id = InflatedElement.idName(written.text) else {
        invalid(written, "app:\(name)", expected: "parent or a view id (@id/name)")
        return nil
      }
      return .view(id)
    }
    params.leftToLeft = target("layout_constraintLeft_toLeftOf")
    params.leftToRight = target("layout_constraintLeft_toRightOf")
    params.rightToLeft = target("layout_constraintRight_toLeftOf")
    params.rightToRight = target("layout_constraintRight_toRightOf")
    params.startToStart = target("layout_constraintStart_toStartOf")
    params.startToEnd = target("layout_constraintStart_toEndOf")
    params.endToStart = target("layout_constraintEnd_toStartOf")
    params.endToEnd = target("layout_constraintEnd_toEndOf")
    params.topToTop = target("layout_constraintTop_toTopOf")
    params.topToBottom = target("layout_constraintTop_toBottomOf")
    params.bottomToTop = target("layout_constraintBottom_toTopOf")
    params.bottomToBottom = target("layout_constraintBottom_toBottomOf")
    params.baselineToBaseline = target("layout_constraintBaseline_toBaselineOf")
  }

  /// The biases (0.5 by default), chain styles (`spread`) and chain weights (−1: unset).
  private mutating func readChainParams(
    _ params: inout ConstraintParams,
    _ lookup: LayoutParamValues,
    _ resolver: ResourceResolver
  ) {
    func number(_ name: StaticString) -> Float? {
      guard let written = lookup.app(name) else { return nil }
      return float(written, "app:\(name)", resolver)
    }
    params.horizontalBias = number("layout_constraintHorizontal_bias") ?? 0.5
    params.verticalBias = number("layout_constraintVertical_bias") ?? 0.5
    let chainStyles: [(String, ChainStyle)] = [
      ("spread", .spread), ("spread_inside", .spreadInside), ("packed", .packed),
    ]
    params.horizontalChainStyle =
      choice(
        lookup.app("layout_constraintHorizontal_chainStyle"),
        "app:layout_constraintHorizontal_chainStyle",
        chainStyles,
        resolver
      ) ?? .spread
    params.verticalChainStyle =
      choice(
        lookup.app("layout_constraintVertical_chainStyle"),
        "app:layout_constraintVertical_chainStyle",
        chainStyles,
        resolver
      ) ?? .spread
    params.horizontalWeight = number("layout_constraintHorizontal_weight") ?? -1
    params.verticalWeight = number("layout_constraintVertical_weight") ?? -1
  }

  /// How a `0dp` (match constraint) side is sized: the dimension ratio, the `spread`, `wrap`
  /// or `percent` default, minimum and maximum, percent, and `layout_constrainedWidth/Height`.
  private mutating func readMatchConstraintParams(
    _ params: inout ConstraintParams,
    _ lookup: LayoutParamValues,
    _ resolver: ResourceResolver
  ) {
    func number(_ name: StaticString) -> Float? {
      guard let written = lookup.app(name) else { return nil }
      return float(written, "app:\(name)", resolver)
    }
    func px(_ name: StaticString) -> Int? {
      guard let written = lookup.app(name) else { return nil }
      return pixelSize(written, "app:\(name)", resolver)
    }
    if let ratio = lookup.app("layout_constraintDimensionRatio") {
      params.dimensionRatio = literal(ratio, "app:layout_constraintDimensionRatio", resolver)
    }
    let defaults: [(String, MatchConstraintDefault)] = [
      ("spread", .spread), ("wrap", .wrap), ("percent", .percent),
    ]
    params.widthDefault =
      choice(
        lookup.app("layout_constraintWidth_default"),
        "app:layout_constraintWidth_default",
        defaults,
        resolver
      ) ?? .spread
    params.heightDefault =
      choice(
        lookup.app("layout_constraintHeight_default"),
        "app:layout_constraintHeight_default",
        defaults,
        resolver
      ) ?? .spread
    params.widthMin = px("layout_constraintWidth_min") ?? 0
    params.widthMax = px("layout_constraintWidth_max") ?? 0
    params.heightMin = px("layout_constraintHeight_min") ?? 0
    params.heightMax = px("layout_constraintHeight_max") ?? 0
    params.widthPercent = number("layout_constraintWidth_percent") ?? 1
    params.heightPercent = number("layout_constraintHeight_percent") ?? 1
    params.constrainedWidth =
      boolean(lookup.app("layout_constrainedWidth"), "app:layout_constrainedWidth", resolver)
      ?? false
    params.constrainedHeight =
      boolean(lookup.app("layout_constrainedHeight"), "app:layout_constrainedHeight", resolver)
      ?? false
  }

  /// Circular constraints and the ConstraintHelper attributes (`constraint_referenced_ids`,
  /// `barrierDirection`, `barrierMargin`, a Placeholder's `content`).
  private mutating func readCircleAndHelper(
    _ params: inout ConstraintParams,
    _ lookup: LayoutParamValues,
    _ resolver: ResourceResolver
  ) {
    if let written = lookup.app("layout_constraintCircle") {
      if let id = InflatedElement.idName(written.text) {
        params.circleTarget = .view(id)
      } else {
        invalid(written, "app:layout_constraintCircle", expected: "a view id (@id/name)")
      }
      params.circleRadius =
        pixelSize(
          lookup.app("layout_constraintCircleRadius"),
          "app:layout_constraintCircleRadius",
          resolver
        )
        ?? 0
      params.circleAngle =
        float(
          lookup.app("layout_constraintCircleAngle"),
          "app:layout_constraintCircleAngle",
          resolver
        )
        ?? 0
    }
    if let ids = string(
      lookup.app("constraint_referenced_ids"),
      "app:constraint_referenced_ids",
      resolver
    ) {
      params.referencedIDs = ids.split(separator: ",").map {
        $0.trimmingWhitespaces
      }.filter { !$0.isEmpty }
    }
    params.barrierDirection = choice(
      lookup.app("barrierDirection"),
      "app:barrierDirection",
      [
        ("left", "left"), ("right", "right"), ("top", "top"), ("bottom", "bottom"),
        ("start", "start"), ("end", "end"),
      ],
      resolver
    )
    params.barrierMargin =
      pixelSize(lookup.app("barrierMargin"), "app:barrierMargin", resolver) ?? 0
    if let written = lookup.app("content") {
      if let id = InflatedElement.idName(written.text) {
        params.placeholderContent = id
      } else {
        invalid(written, "app:content", expected: "a view id (@id/name)")
      }
    }
  }

  /// A Guideline's position: ConstraintLayout applies a percent first, then begin, then end.
  private mutating func guide(
    _ lookup: LayoutParamValues,
    _ resolver: ResourceResolver
  ) -> GuidePosition? {
    if let percent = float(
      lookup.app("layout_constraintGuide_percent"),
      "app:layout_constraintGuide_percent",
      resolver
    ) {
      return .percent(percent)
    }
    if let begin = pixelOffset(
      lookup.app("layout_constraintGuide_begin"),
      "app:layout_constraintGuide_begin",
      resolver
    ) {
      return .begin(begin)
    }
    if let end = pixelOffset(
      lookup.app("layout_constraintGuide_end"),
      "app:layout_constraintGuide_end",
      resolver
    ) {
      return .end(end)
    }
    return nil
  }

  // MARK: CoordinatorLayout and AppBarLayout

  /// The CoordinatorLayout parameters.
  private mutating func coordinatorParams(
    _ lookup: LayoutParamValues,
    _ resolver: ResourceResolver
  ) -> CoordinatorParams {
    var params = CoordinatorParams()
    if let behavior = lookup.app("layout_behavior"),
      let name = string(behavior, "app:layout_behavior", resolver)
    {
      params.behavior = Self.behavior(named: name)
    }
    if let anchor = lookup.app("layout_anchor") {
      if let id = InflatedElement.idName(anchor.text) {
        params.anchor = id
      } else {
        invalid(anchor, "app:layout_anchor", expected: "a view id (@id/name)")
      }
    }
    params.anchorGravity =
      gravity(lookup.app("layout_anchorGravity"), "app:layout_anchorGravity", resolver) ?? .none
    params.keyline = integer(lookup.app("layout_keyline"), "app:layout_keyline", resolver) ?? -1
    params.insetEdge =
      gravity(lookup.app("layout_insetEdge"), "app:layout_insetEdge", resolver) ?? .none
    params.dodgeInsetEdges =
      gravity(lookup.app("layout_dodgeInsetEdges"), "app:layout_dodgeInsetEdges", resolver) ?? .none
    return params
  }

  /// The behaviour a `layout_behavior` class name stands for.
  static func behavior(named name: String) -> CoordinatorBehavior {
    if name.hasSuffix("ScrollingViewBehavior") || name.hasSuffix("$ScrollingViewBehavior") {
      return .scrollingView(overlapTop: 0)
    }
    if name.hasSuffix("AppBarLayout$Behavior") || name.hasSuffix("AppBarLayout.Behavior") {
      return .appBar
    }
    return .other(name)
  }

  /// `app:layout_scrollFlags`.
  private mutating func scrollFlags(_ value: AttributeValue, _ resolver: ResourceResolver)
    -> AppBarScrollFlags
  {
    guard let text = literal(value, "app:layout_scrollFlags", resolver) else { return [] }
    var flags: AppBarScrollFlags = []
    for word in text.split(separator: "|") {
      let name = word.trimmingWhitespaces
      guard let flag = AppBarScrollFlags.words.first(where: { $0.0 == name }) else {
        invalid(
          value,
          "app:layout_scrollFlags",
          expected:
            "scroll flags joined with '|' (scroll, exitUntilCollapsed, enterAlways, snap, …)"
        )
        return []
      }
      flags.formUnion(flag.1)
    }
    return flags
  }
}

/// Start and end values (margins or padding) as written, with whether the absolute sides
/// were written too.
struct RelativeMargins: Sendable, Hashable {
  /// The start value, if written.
  var start: Int?
  /// The end value, if written.
  var end: Int?
  /// Whether a left value (or a horizontal one) was written.
  var hasLeft: Bool
  /// Whether a right value (or a horizontal one) was written.
  var hasRight: Bool
}
