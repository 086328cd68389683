import SceneDiffCore

extension LayoutNodeBuilder {
  /// A TextView-like node's text and text attributes (§9.2–9.4).
  ///
  /// The text appearance (`textAppearance`, looked up through the element, its style, the
  /// default style and the theme) gives size, weight, spacing and caps; the same attributes
  /// set on the element, its style or the default style override it, as `TextView` reads
  /// them.
  mutating func readText(
    _ node: inout LayoutNode,
    _ attributes: ViewAttributes,
    _ family: TextFamily,
    _ resolver: ResourceResolver
  ) {
    func value(_ name: ViewAttributeName) -> AttributeValue? { attributes.value(name.key) }
    var text = TextProperties()
    text.text = string(value(.text), "android:text", resolver) ?? ""
    text.hint = string(value(.hint), "android:hint", resolver)
    text.style = textStyle(attributes, resolver)
    // Widget.TextView sets `breakStrategy="high_quality"`; Widget.EditText, Widget.Button and
    // the compound buttons' styles leave TextView's own default, `simple`.
    let strategies = [("simple", TextStyle.BreakStrategy.simple), ("high_quality", .highQuality)]
    text.style.breakStrategy =
      choice(
        value(.breakStrategy),
        "android:breakStrategy",
        strategies + [("balanced", .balanced)],
        resolver
      )
      ?? (family == .plain ? .highQuality : .simple)
    text.style.fallbackLineSpacing =
      boolean(value(.fallbackLineSpacing), "android:fallbackLineSpacing", resolver) ?? true
    noteTextFonts(text, at: node.location)
    let defaultGravity: Gravity =
      switch family {
      case .button, .materialButton: .center
      case .compoundButton:
        Gravity(rawValue: Gravity.centerVertical.rawValue | Gravity.start.rawValue)
      case .plain, .editText: Gravity(rawValue: Gravity.top.rawValue | Gravity.start.rawValue)
      }
    text.gravity = gravity(value(.gravity), "android:gravity", resolver) ?? defaultGravity
    readLimits(&text, node, attributes, resolver)
    readCompound(&text, attributes, node.isRightToLeft, resolver)
    if family == .compoundButton { readButtonDrawable(&text, attributes, resolver) }
    if family == .materialButton { addInsets(&node, attributes, resolver) }
    node.text = text
  }

  /// The theme of a text appearance's attributes: none (an empty chain), made once per process.
  ///
  /// Made for each TextView, it was a new table of answers that every look-up of the
  /// appearance's names added a `nil` to.
  private static let noTheme = Theme(name: "", chain: [])

  /// The text's style: 14 sp, then the text appearance, then the text attributes of the
  /// element, its style and its default style, then line spacing and font padding.
  private mutating func textStyle(_ attributes: ViewAttributes, _ resolver: ResourceResolver)
    -> TextStyle
  {
    func value(_ name: ViewAttributeName) -> AttributeValue? { attributes.value(name.key) }
    var style = TextStyle(size: Dimension(14, .sp).pixelSize(on: device))
    if let appearance = value(.textAppearance),
      let chain = styleChain(appearance, "android:textAppearance", resolver)
    {
      let appearanceAttributes = ViewAttributes(
        element: [:],
        styles: chain,
        defaults: [],
        theme: Self.noTheme,
        includeLayoutParams: nil,
        elementKeys: 0
      )
      readTextStyle(&style, { appearanceAttributes.value($0.key) }, resolver)
    }
    readTextStyle(
      &style,
      { name in attributes.ownValue(name.key) ?? Self.first(name, attributes.defaults) },
      resolver
    )
    if let multiplier = float(
      value(.lineSpacingMultiplier),
      "android:lineSpacingMultiplier",
      resolver
    ) {
      style.lineSpacingMultiplier = multiplier
    }
    if let extra = pixels(value(.lineSpacingExtra), "android:lineSpacingExtra", resolver) {
      style.lineSpacingExtra = extra
    }
    if let padding = boolean(value(.includeFontPadding), "android:includeFontPadding", resolver) {
      style.includeFontPadding = padding
    }
    return style
  }

  /// The line, em and size limits, `singleLine` and `ellipsize`.
  ///
  /// `lines` sets both `maxLines` and `minLines`, and `ems` both `maxEms` and `minEms`, before
  /// the single attributes override them; `minHeight`/`minWidth` keep the view's minimum
  /// size, which ``readView(_:_:_:_:)`` has read.
  private mutating func readLimits(
    _ text: inout TextProperties,
    _ node: LayoutNode,
    _ attributes: ViewAttributes,
    _ resolver: ResourceResolver
  ) {
    func value(_ name: ViewAttributeName) -> AttributeValue? { attributes.value(name.key) }
    func int(_ name: ViewAttributeName) -> Int? {
      guard let written = value(name) else { return nil }
      return integer(written, name.qualifiedName, resolver)
    }
    func px(_ name: ViewAttributeName) -> Int? {
      guard let written = value(name) else { return nil }
      return pixelSize(written, name.qualifiedName, resolver)
    }
    guard attributes.maySetAny(of: .textLimits) else {
      // Set nowhere: every look-up below would find nothing.
      text.maxHeight = nil
      text.maxWidth = nil
      text.singleLine = false
      text.ellipsize = false
      return
    }
    if let lines = int(.lines) {
      text.maxLines = lines
      text.minLines = lines
    }
    text.maxLines = int(.maxLines) ?? text.maxLines
    text.minLines = int(.minLines) ?? text.minLines
    if let ems = int(.ems) {
      text.maxEms = ems
      text.minEms = ems
    }
    text.maxEms = int(.maxEms) ?? text.maxEms
    text.minEms = int(.minEms) ?? text.minEms
    text.maxHeight = px(.maxHeight)
    text.maxWidth = px(.maxWidth)
    if value(.minHeight) != nil { text.minHeight = node.minHeight }
    if value(.minWidth) != nil { text.minWidth = node.minWidth }
    text.singleLine = boolean(value(.singleLine), "android:singleLine", resolver) ?? false
    text.ellipsize = value(.ellipsize).map { $0.text != "none" } ?? false
  }

  /// A compound button's `button` drawable: the left compound drawable (32 dp square when
  /// unset), which also sets the minimum height.
  private mutating func readButtonDrawable(
    _ text: inout TextProperties,
    _ attributes: ViewAttributes,
    _ resolver: ResourceResolver
  ) {
    let button = drawable(
      attributes.value(ViewAttributeName.button.key),
      "android:button",
      resolver
    )
    let side = Dimension(32, .dp).pixelSize(on: device)
    let size =
      button.map {
        PixelSize(width: max(0, $0.intrinsicWidth), height: max(0, $0.intrinsicHeight))
      }
      ?? PixelSize(width: side, height: side)
    text.compound.left = size
    text.compound.leftIsButton = true
    text.minHeight = max(text.minHeight ?? 0, size.height)
  }

  /// A MaterialButton's `insetLeft`…`insetBottom` (`android:` first, then `app:`), added to
  /// its padding.
  private mutating func addInsets(
    _ node: inout LayoutNode,
    _ attributes: ViewAttributes,
    _ resolver: ResourceResolver
  ) {
    func inset(_ name: String) -> Int {
      if let value = attributes.value(.android(name)) {
        return pixelSize(value, "android:" + name, resolver) ?? 0
      }
      return pixelSize(attributes.value(.app(name)), "app:" + name, resolver) ?? 0
    }
    node.padding.left += inset("insetLeft")
    node.padding.right += inset("insetRight")
    node.padding.top += inset("insetTop")
    node.padding.bottom += inset("insetBottom")
  }

  /// Size, weight, letter spacing and caps from `lookup`.
  private mutating func readTextStyle(
    _ style: inout TextStyle,
    _ lookup: (ViewAttributeName) -> AttributeValue?,
    _ resolver: ResourceResolver
  ) {
    if let size = pixelSize(lookup(.textSize), "android:textSize", resolver) { style.size = size }
    if let spacing = float(lookup(.letterSpacing), "android:letterSpacing", resolver) {
      style.letterSpacing = spacing
    }
    if let caps = boolean(lookup(.textAllCaps), "android:textAllCaps", resolver) {
      style.allCaps = caps
    }
    if let typeface = literal(lookup(.typeface), "android:typeface", resolver) {
      style.family = Self.family(typeface == "sans" ? "sans-serif" : typeface)
    }
    if let family = literal(lookup(.fontFamily), "android:fontFamily", resolver) {
      style.family = Self.family(family)
      if family.hasSuffix("-medium") { style.weight = .medium }
      if family.hasSuffix("-black") || family.hasSuffix("-bold") { style.weight = .bold }
    }
    if let weight = integer(lookup(.textFontWeight), "android:textFontWeight", resolver) {
      style.weight = weight >= 600 ? .bold : weight >= 500 ? .medium : .regular
    }
    if let textStyle = literal(lookup(.textStyle), "android:textStyle", resolver) {
      let flags = textStyle.split(separator: "|").map { $0.trimmingWhitespaces }
      if flags.contains("bold") { style.weight = .bold }
      style.italic = flags.contains("italic")
    }
  }

  /// The family a `fontFamily` (or `typeface`) name selects: `sans-serif-condensed…`,
  /// `serif`, `monospace` (and `serif-monospace`), else `sans-serif` (its weight aliases, the
  /// families SceneDiff has no fonts for such as `casual` and `cursive`, and `@font/` fonts).
  private static func family(_ name: String) -> TextStyle.Family {
    if name.hasPrefix("sans-serif-condensed") { return .sansSerifCondensed }
    switch name {
    case "serif": return .serif
    case "monospace", "serif-monospace": return .monospace
    default: return .sansSerif
    }
  }

  /// Warns when text is measured without Android's fonts (once per layout), and for characters
  /// no font covers.
  private mutating func noteTextFonts(_ text: TextProperties, at location: SourceLocation) {
    guard TextEngine.isShaping else {
      if !diagnostics.contains(where: { $0.code == "text-fonts-missing" }) {
        diagnostics.append(
          Diagnostic(.warning, at: location, code: "text-fonts-missing", TextEngine.fallbackWarning)
        )
      }
      return
    }
    // Nearly every text and hint is ASCII, which every font covers: asked without a list of
    // the two.
    guard !text.text.isAllASCII || !(text.hint?.isAllASCII ?? true) else { return }
    for shown in [text.text, text.hint ?? ""] where !shown.isAllASCII {
      let missing = TextEngine.uncoveredCharacters(in: shown, style: text.style)
      guard !missing.isEmpty else { continue }
      let list = missing.prefix(5).map { scalar in
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + " '\(scalar)'"
      }
      diagnostics.append(
        Diagnostic(
          .warning,
          at: location,
          code: "text-glyph-missing",
          "no font of Android's fallback chain covers \(list.joined(separator: ", ")) in "
            + "'\(shown)'; measured with the missing-glyph box"
        )
      )
    }
  }

  /// The first style of `chain` with an `android:` item `name`.
  private static func first(_ name: ViewAttributeName, _ chain: [Style]) -> AttributeValue? {
    for style in chain {
      if let item = style.items[name.key] {
        return AttributeValue(item.value, at: item.location)
      }
    }
    return nil
  }

  /// Compound drawables, start/end resolved for the direction (start/end win over left/right).
  private mutating func readCompound(
    _ text: inout TextProperties,
    _ attributes: ViewAttributes,
    _ isRightToLeft: Bool,
    _ resolver: ResourceResolver
  ) {
    func size(_ name: ViewAttributeName) -> PixelSize? {
      guard let written = attributes.value(name.key),
        let info = drawable(written, name.qualifiedName, resolver)
      else { return nil }
      return PixelSize(width: max(0, info.intrinsicWidth), height: max(0, info.intrinsicHeight))
    }
    guard attributes.maySetAny(of: .compoundDrawables) else {
      // Set nowhere: every look-up below would find nothing.
      (text.compound.left, text.compound.right) = (nil, nil)
      (text.compound.top, text.compound.bottom) = (nil, nil)
      text.compound.padding = 0
      return
    }
    let start = size(.drawableStart)
    let end = size(.drawableEnd)
    text.compound.left = (isRightToLeft ? end : start) ?? size(.drawableLeft)
    text.compound.right = (isRightToLeft ? start : end) ?? size(.drawableRight)
    text.compound.top = size(.drawableTop)
    text.compound.bottom = size(.drawableBottom)
    text.compound.padding =
      pixelSize(
        attributes.value(ViewAttributeName.drawablePadding.key),
        "android:drawablePadding",
        resolver
      )
      ?? 0
  }
}
