import Foundation
import SceneDiffCore

extension LayoutNodeBuilder {
  /// Sets the node's kind and the attributes only its family reads.
  mutating func readKind(
    _ node: inout LayoutNode,
    _ attributes: ViewAttributes,
    _ viewClass: ViewClass,
    _ resolver: ResourceResolver
  ) {
    if readWidgetKind(&node, attributes, viewClass, resolver) { return }
    readContainerKind(&node, attributes, viewClass, resolver)
  }

  /// The kind of a widget (a view that holds no children): plain views, text, images, progress
  /// bars and floating action buttons; `false` for a container.
  private mutating func readWidgetKind(
    _ node: inout LayoutNode,
    _ attributes: ViewAttributes,
    _ viewClass: ViewClass,
    _ resolver: ResourceResolver
  ) -> Bool {
    func app(_ name: String) -> AttributeValue? { attributes.value(.app(name)) }
    switch viewClass.family {
    case .view: node.kind = .view
    case .space: node.kind = .space
    case .viewStub: node.kind = .viewStub
    case .text(let family):
      node.kind = .text
      readText(&node, attributes, family, resolver)
    case .image(let isButton):
      node.kind = .image
      node.image = image(attributes, defaultScale: isButton ? .center : .fitCenter, resolver)
    case .ratioImage(let numerator, let denominator):
      node.kind = .ratioImage(numerator: numerator, denominator: denominator)
      node.image = image(attributes, defaultScale: .fitCenter, resolver)
    case .progressBar:
      let side = Dimension(48, .dp).pixelSize(on: device)
      var image = ImageProperties()
      image.drawable = PixelSize(width: side, height: side)
      node.kind = .image
      node.image = image
    case .floatingActionButton:
      let size = fabSize(app, resolver)
      node.kind = .floatingActionButton(
        size: size,
        shadowPadding: fabShadowPadding(size: size, app, resolver)
      )
      node.image = image(attributes, defaultScale: .center, resolver)
    default: return false
    }
    return true
  }

  /// The kind of a container and the attributes its layout reads.
  private mutating func readContainerKind(
    _ node: inout LayoutNode,
    _ attributes: ViewAttributes,
    _ viewClass: ViewClass,
    _ resolver: ResourceResolver
  ) {
    func app(_ name: String) -> AttributeValue? { attributes.value(.app(name)) }
    switch viewClass.family {
    case .frame, .collapsingToolbar: node.kind = .frame(frame(attributes, resolver))
    case .squareFrame: node.kind = .squareFrame(frame(attributes, resolver))
    case .card(let isMaterial):
      node.kind = .frame(FrameProperties())
      readCard(&node, app, isMaterial: isMaterial, resolver)
    case .linear(let isVerticalByDefault):
      node.kind = .linear(linear(attributes, vertical: isVerticalByDefault, resolver))
    case .appBar:
      node.kind = .appBar(linear(attributes, vertical: true, resolver))
    case .table:
      var properties = linear(attributes, vertical: true, resolver)
      properties.isVertical = true  // TableLayout.setOrientation refuses horizontal
      properties.table = table(attributes, resolver)
      node.kind = .linear(properties)
    case .tableRow:
      var properties = linear(attributes, vertical: false, resolver)
      properties.isVertical = false  // TableRow.setOrientation refuses vertical
      properties.isTableRow = true
      node.kind = .linear(properties)
    case .relative: node.kind = .relative(relative(attributes, resolver))
    case .percentRelative:
      var properties = relative(attributes, resolver)
      properties.isPercent = true
      node.kind = .relative(properties)
    case .percentFrame:
      var properties = frame(attributes, resolver)
      properties.isPercent = true
      node.kind = .frame(properties)
    case .grid: node.kind = .grid(grid(attributes, resolver))
    case .constraint: node.kind = .constraint
    case .scroll(let isHorizontal):
      node.kind = .scroll(scroll(attributes, isHorizontal: isHorizontal, resolver))
    case .coordinator: node.kind = .coordinator
    case .toolbar: node.kind = .toolbar(toolbar(attributes, node.isRightToLeft, resolver))
    default: break
    }
  }

  /// FrameLayout attributes: `measureAllChildren`.
  private mutating func frame(_ attributes: ViewAttributes, _ resolver: ResourceResolver)
    -> FrameProperties
  {
    var properties = FrameProperties()
    properties.measureAllChildren =
      boolean(
        attributes.value(.android("measureAllChildren")),
        "android:measureAllChildren",
        resolver
      ) ?? false
    return properties
  }

  /// RelativeLayout attributes: `gravity` and `ignoreGravity`.
  private mutating func relative(_ attributes: ViewAttributes, _ resolver: ResourceResolver)
    -> RelativeProperties
  {
    var properties = RelativeProperties()
    if let gravity = gravity(attributes.value(.android("gravity")), "android:gravity", resolver) {
      properties.gravity = gravity
    }
    if let ignore = attributes.ownValue(.android("ignoreGravity")) {
      properties.ignoreGravity = InflatedElement.idName(ignore.text)
    }
    return properties
  }

  /// ScrollView and HorizontalScrollView attributes: `fillViewport`.
  private mutating func scroll(
    _ attributes: ViewAttributes,
    isHorizontal: Bool,
    _ resolver: ResourceResolver
  ) -> ScrollProperties {
    var properties = ScrollProperties()
    properties.isHorizontal = isHorizontal
    properties.fillViewport =
      boolean(attributes.value(.android("fillViewport")), "android:fillViewport", resolver)
      ?? false
    return properties
  }

  /// ImageView attributes (§9.1).
  private mutating func image(
    _ attributes: ViewAttributes,
    defaultScale: ScaleType,
    _ resolver: ResourceResolver
  ) -> ImageProperties {
    func value(_ name: ViewAttributeName) -> AttributeValue? { attributes.value(name.key) }
    var image = ImageProperties()
    let source = value(.src) ?? attributes.value(.app("srcCompat"))
    if let info = drawable(
      source,
      source?.location == value(.src)?.location ? "android:src" : "app:srcCompat",
      resolver
    ) {
      image.drawable = PixelSize(width: info.intrinsicWidth, height: info.intrinsicHeight)
    }
    let scales: [(String, ScaleType)] = [
      ("matrix", .matrix), ("fitXY", .fitXY), ("fitStart", .fitStart), ("fitCenter", .fitCenter),
      ("fitEnd", .fitEnd), ("center", .center), ("centerCrop", .centerCrop),
      ("centerInside", .centerInside),
    ]
    image.scaleType =
      choice(value(.scaleType), "android:scaleType", scales, resolver) ?? defaultScale
    image.adjustViewBounds =
      boolean(value(.adjustViewBounds), "android:adjustViewBounds", resolver) ?? false
    image.maxWidth = pixelSize(value(.maxWidth), "android:maxWidth", resolver) ?? Int.max
    image.maxHeight = pixelSize(value(.maxHeight), "android:maxHeight", resolver) ?? Int.max
    image.baseline = pixelSize(value(.baseline), "android:baseline", resolver)
    image.baselineAlignBottom =
      boolean(value(.baselineAlignBottom), "android:baselineAlignBottom", resolver) ?? false
    return image
  }

  /// The FAB's side: `fabCustomSize`, or 56 dp (`normal`) / 40 dp (`mini`); `auto` is mini
  /// when the screen's larger side is under 470 dp.
  private mutating func fabSize(
    _ app: (String) -> AttributeValue?,
    _ resolver: ResourceResolver
  ) -> Int {
    if let custom = pixelSize(app("fabCustomSize"), "app:fabCustomSize", resolver), custom > 0 {
      return custom
    }
    let size =
      choice(app("fabSize"), "app:fabSize", [("normal", 0), ("mini", 1), ("auto", -1)], resolver)
      ?? -1
    let isMini = size == 1 || (size == -1 && max(device.widthDp, device.heightDp) < 470)
    return Dimension(isMini ? 40 : 56, .dp).pixelSize(on: device)
  }

  /// The FAB's shadow padding (§9.1): `app:ensureMinTouchTargetSize` (on in the
  /// MaterialComponents style) pads a FAB smaller than 48 dp up to it; `app:useCompatPadding`
  /// leaves room for the shadow, `app:elevation` + `app:pressedTranslationZ` (6 dp each by
  /// default).
  private mutating func fabShadowPadding(
    size: Int,
    _ app: (String) -> AttributeValue?,
    _ resolver: ResourceResolver
  ) -> Insets {
    let ensuresTouchTarget =
      boolean(app("ensureMinTouchTargetSize"), "app:ensureMinTouchTargetSize", resolver) ?? false
    let usesCompatPadding =
      boolean(app("useCompatPadding"), "app:useCompatPadding", resolver) ?? false
    let sixDp = Dimension(6, .dp).pixels(on: device)
    let shadow =
      (pixels(app("elevation"), "app:elevation", resolver) ?? sixDp)
      + (pixels(app("pressedTranslationZ"), "app:pressedTranslationZ", resolver) ?? sixDp)
    return FloatingActionButtonRules.shadowPadding(
      size: size,
      minimumTouchTarget: ensuresTouchTarget ? Dimension(48, .dp).pixelSize(on: device) : nil,
      compat: usesCompatPadding ? shadow : nil
    )
  }

  /// CardView's padding (§8.2): `android:padding` is ignored; the content padding plus, with
  /// `cardUseCompatPadding`, the shadow's room.
  private mutating func readCard(
    _ node: inout LayoutNode,
    _ app: (String) -> AttributeValue?,
    isMaterial: Bool,
    _ resolver: ResourceResolver
  ) {
    func px(_ name: String) -> Int? {
      guard let written = app(name) else { return nil }
      return pixelSize(written, "app:" + name, resolver)
    }
    func float(_ name: String) -> Float? {
      guard let written = app(name) else { return nil }
      return pixels(written, "app:" + name, resolver)
    }
    let all = px("contentPadding") ?? 0
    var padding = Insets(
      left: px("contentPaddingLeft") ?? all,
      top: px("contentPaddingTop") ?? all,
      right: px("contentPaddingRight") ?? all,
      bottom: px("contentPaddingBottom") ?? all
    )
    let radius = float("cardCornerRadius") ?? 0
    let elevation = float("cardElevation") ?? 0
    let maxElevation = max(float("cardMaxElevation") ?? elevation, elevation)
    let compat = boolean(app("cardUseCompatPadding"), "app:cardUseCompatPadding", resolver) ?? false
    let preventOverlap =
      boolean(app("cardPreventCornerOverlap"), "app:cardPreventCornerOverlap", resolver) ?? true
    if compat {
      let corner = preventOverlap ? Float(1 - cos(Double.pi / 4)) * radius : 0
      let horizontal = Int(javaCast: (maxElevation + corner).rounded(.up))
      let vertical = Int(javaCast: (1.5 * maxElevation + corner).rounded(.up))
      padding.left += horizontal
      padding.right += horizontal
      padding.top += vertical
      padding.bottom += vertical
    }
    node.padding = padding
    node.appearance.cornerRadius = Double(radius)
    node.transform.elevation = Double(elevation)
    if let color = app("cardBackgroundColor"),
      let argb = read(
        color,
        "app:cardBackgroundColor",
        { r, v, at, n throws(ResourceError) in
          try r.color(v, at: at, attribute: n)
        },
        resolver
      )
    {
      node.appearance.background = Self.hex(argb)
    }
    _ = isMaterial
  }

  /// LinearLayout attributes (§5).
  private mutating func linear(
    _ attributes: ViewAttributes,
    vertical: Bool,
    _ resolver: ResourceResolver
  ) -> LinearProperties {
    func value(_ name: ViewAttributeName) -> AttributeValue? { attributes.value(name.key) }
    var properties = LinearProperties()
    properties.isVertical =
      choice(
        value(.orientation),
        "android:orientation",
        [("horizontal", false), ("vertical", true), ("0", false), ("1", true)],
        resolver
      ) ?? vertical
    if var gravity = gravity(value(.gravity), "android:gravity", resolver) {
      // LinearLayout.setGravity fills a missing axis with start / top.
      if !gravity.hasHorizontal {
        gravity = Gravity(rawValue: gravity.rawValue | Gravity.start.rawValue)
      }
      if !gravity.hasVertical {
        gravity = Gravity(rawValue: gravity.rawValue | Gravity.top.rawValue)
      }
      properties.gravity = gravity
    }
    properties.baselineAligned =
      boolean(value(.baselineAligned), "android:baselineAligned", resolver) ?? true
    properties.baselineAlignedChildIndex =
      integer(value(.baselineAlignedChildIndex), "android:baselineAlignedChildIndex", resolver)
      ?? -1
    properties.weightSum = float(value(.weightSum), "android:weightSum", resolver) ?? -1
    properties.useLargestChild =
      boolean(value(.measureWithLargestChild), "android:measureWithLargestChild", resolver)
      ?? false
    if let divider = drawable(value(.divider), "android:divider", resolver) {
      var result = LinearDivider(
        width: max(0, divider.intrinsicWidth),
        height: max(0, divider.intrinsicHeight)
      )
      if let shown = literal(value(.showDividers), "android:showDividers", resolver) {
        let words = Set(shown.split(separator: "|").map { $0.trimmingWhitespaces })
        result.beginning = words.contains("beginning")
        result.middle = words.contains("middle")
        result.end = words.contains("end")
      }
      result.padding = pixelSize(value(.dividerPadding), "android:dividerPadding", resolver) ?? 0
      properties.divider = result
    }
    return properties
  }

  /// GridLayout attributes: `orientation`, `columnCount`, `rowCount`.
  private mutating func grid(_ attributes: ViewAttributes, _ resolver: ResourceResolver)
    -> GridProperties
  {
    func value(_ name: ViewAttributeName) -> AttributeValue? { attributes.value(name.key) }
    var properties = GridProperties()
    properties.isVertical =
      choice(
        value(.orientation),
        "android:orientation",
        [("horizontal", false), ("vertical", true), ("0", false), ("1", true)],
        resolver
      ) ?? false
    properties.columnCount = integer(value(.columnCount), "android:columnCount", resolver) ?? -1
    properties.rowCount = integer(value(.rowCount), "android:rowCount", resolver) ?? -1
    return properties
  }

  /// TableLayout attributes: `stretchColumns`, `shrinkColumns`, `collapseColumns`
  /// (`TableLayout.parseColumns`: indices separated by commas, `*` for every column;
  /// entries that are no number are skipped).
  private mutating func table(_ attributes: ViewAttributes, _ resolver: ResourceResolver)
    -> TableProperties
  {
    func columns(_ name: String) -> TableColumns {
      guard let written = attributes.value(.android(name)),
        let text = literal(written, "android:" + name, resolver)
      else { return TableColumns() }
      var result = TableColumns()
      if text.trimmingCharacters(in: .whitespaces).hasPrefix("*") {
        result.all = true
        return result
      }
      for part in text.split(separator: ",") {
        if let index = Int(part.trimmingCharacters(in: .whitespaces)), index >= 0 {
          result.indices.insert(index)
        }
      }
      return result
    }
    var properties = TableProperties()
    properties.stretch = columns("stretchColumns")
    properties.shrink = columns("shrinkColumns")
    properties.collapse = columns("collapseColumns")
    return properties
  }

  /// Toolbar attributes (§8.4): AppCompat's are in the app namespace, the framework's in
  /// `android:`.
  private mutating func toolbar(
    _ attributes: ViewAttributes,
    _ isRightToLeft: Bool,
    _ resolver: ResourceResolver
  ) -> ToolbarProperties {
    func offset(_ name: String) -> Int? {
      if let value = attributes.value(.app(name)) {
        return pixelOffset(value, "app:" + name, resolver)
      }
      guard let value = attributes.value(.android(name)) else { return nil }
      return pixelOffset(value, "android:" + name, resolver)
    }
    func any(_ name: String) -> AttributeValue? {
      attributes.value(.app(name)) ?? attributes.value(.android(name))
    }
    var properties = ToolbarProperties()
    let start = offset("contentInsetStart")
    let end = offset("contentInsetEnd")
    properties.contentInsetStart = (isRightToLeft ? end : start) ?? 0
    properties.contentInsetEnd = (isRightToLeft ? start : end) ?? 0
    properties.contentInsetLeft = offset("contentInsetLeft")
    properties.contentInsetRight = offset("contentInsetRight")
    properties.contentInsetStartWithNavigation = offset("contentInsetStartWithNavigation") ?? 0
    properties.contentInsetEndWithActions = offset("contentInsetEndWithActions") ?? 0
    if let icon = drawable(any("navigationIcon"), "app:navigationIcon", resolver) {
      let minimum = Dimension(56, .dp).pixelSize(on: device)
      properties.navigationButton = PixelSize(
        width: max(minimum, icon.intrinsicWidth),
        height: max(0, icon.intrinsicHeight)
      )
    }
    properties.hasMenu = any("menu") != nil
    if let gravity = gravity(attributes.value(.android("gravity")), "android:gravity", resolver) {
      properties.gravity = gravity
    }
    return properties
  }
}
