import SceneDiffCore

/// Turns attribute values into typed values: follows `@type/name` references and `?attr/name`
/// theme references to a literal, then reads it as Android's `TypedArray` would.
///
/// Every method takes the value as written and where it was written; errors point there, and a
/// reference that leads into a values file is reported at the reference.
struct ResourceResolver: Sendable {
  /// Where resources come from.
  var repository: ResourceRepository
  /// The current theme.
  var theme: Theme
  /// `--lenient`: an unresolved reference is reported as a warning and read again with
  /// ``usesPlaceholders`` (`Docs/projects.md`).
  var isLenient = false
  /// Whether an unresolved reference reads as ``placeholder`` instead of failing (the second
  /// reading of a value in lenient mode).
  var usesPlaceholders = false
  /// The literal an unresolved reference stands for when ``usesPlaceholders``, set by each
  /// typed reader (`0dp`, `#00000000`, the reference's name…); `@null` reads as no value.
  var placeholder: String?

  /// The most references one value may pass through (aapt's own limit is similar).
  static let maxReferenceDepth = 32

  /// A resolver over `repository` with `theme`.
  init(repository: ResourceRepository, theme: Theme) {
    self.repository = repository
    self.theme = theme
  }

  /// The device the resources are chosen for.
  var device: Device { repository.device }

  /// The literal a value comes down to after every reference is followed.
  ///
  /// The item says where that literal is written. `@null` (and `@empty`) come back as `nil`.
  /// A reference to a file resource (`@drawable/x`, `@layout/x`, `@color/x` naming a colour
  /// state list) comes back unchanged, for the typed readers to open.
  ///
  /// A reference (text starting with `@` or `?`) resolved without a problem and without
  /// placeholders is remembered in the theme (``Theme/rememberedResolution(_:repository:)``).
  func resolve(_ value: String, at location: SourceLocation?) throws(ResourceError)
    -> ResourceItem?
  {
    let lead = value.utf8.first
    guard !usesPlaceholders, lead == UInt8(ascii: "@") || lead == UInt8(ascii: "?") else {
      return try follow(value, at: location).item
    }
    if let known = theme.rememberedResolution(value, repository: repository) {
      return known.item(value, at: location)
    }
    let followed = try follow(value, at: location)
    if let resolution = followed.resolution {
      theme.remember(resolution, for: value, repository: repository)
    }
    return followed.item
  }

  /// ``resolve(_:at:)`` without the theme's remembered answers: the item, and what to remember
  /// of it (`nil` for a placeholder or an escaped reference as written).
  private func follow(_ value: String, at location: SourceLocation?) throws(ResourceError)
    -> (item: ResourceItem?, resolution: ResolvedReference?)
  {
    var current = ResourceItem(value, at: location)
    var isFollowed = false
    // The references followed so far (a few at most: an array, not a hashed set). Only text
    // that starts with `?` or `@` is followed, so only such text can repeat.
    var seen: [String] = []
    for _ in 0..<Self.maxReferenceDepth {
      let text = ValuesFileReader.trimmed(current.value)
      if text == "@null" || text == "@empty" { return (nil, ResolvedReference.none) }
      let answer = (current, isFollowed ? ResolvedReference.item(current) : .unchanged)
      // Each prefix is asked only of text whose first byte is the prefix's: a literal (nearly
      // every value) costs one byte's look.
      let lead = text.utf8.first
      if lead == UInt8(ascii: "\\"), text.hasPrefix("\\@") || text.hasPrefix("\\?") {
        let escaped = ResourceItem(String(text.dropFirst()), at: current.location)
        return (escaped, isFollowed ? .item(escaped) : nil)
      }
      let isThemeReference = lead == UInt8(ascii: "?") && text.hasPrefix("?")
      let isReference = lead == UInt8(ascii: "@") && text.hasPrefix("@")
      guard isThemeReference || isReference else { return answer }
      guard !seen.contains(text) else { throw .cycle(location, reference: value) }
      seen.append(text)
      if isThemeReference {
        let key = Self.themeKey(text)
        guard let item = theme.item(key) else {
          if let stand = standIn(at: current.location) {
            return (stand.value == "@null" ? nil : stand, nil)
          }
          throw .missingThemeAttribute(current.location, reference: text, theme: theme.name)
        }
        current = item
        isFollowed = true
        continue
      }
      guard isReference, let reference = ResourceReference(text) else { return answer }
      if reference.type == "id" || reference.type == "style" { return answer }
      if let item = repository.value(
        reference.type,
        reference.name,
        isFramework: reference.package == "android"
      ) {
        current = item
        isFollowed = true
        continue
      }
      if isFile(reference) { return answer }
      if let stand = standIn(at: current.location) {
        return (stand.value == "@null" ? nil : stand, nil)
      }
      throw missing(reference, text, at: current.location)
    }
    throw .cycle(location, reference: value)
  }

  /// Whether `reference`, which names no value, is a file resource resolving returns as
  /// written: a framework one, a file the repository has, a built-in drawable, or a type whose
  /// missing files are tolerated.
  private func isFile(_ reference: ResourceReference) -> Bool {
    guard Self.fileTypes.contains(reference.type) else { return false }
    return reference.package == "android"
      || repository.file(reference.type, reference.name) != nil
      || BuiltInResources.shared.drawable(reference.name, isFramework: false) != nil
      || Self.placeholderTypes.contains(reference.type)
  }

  /// The error for `reference` (written `text`), which names nothing, with the closest name
  /// of its type.
  private func missing(_ reference: ResourceReference, _ text: String, at location: SourceLocation?)
    -> ResourceError
  {
    .missing(
      location,
      reference: text,
      suggestion: Suggestion.closest(to: reference.name, in: repository.names(reference.type))
        .map { "@\(reference.type)/\($0)" }
    )
  }

  /// The placeholder item for an unresolved reference at `location`, when placeholders are on.
  private func standIn(at location: SourceLocation?) -> ResourceItem? {
    guard usesPlaceholders, let placeholder else { return nil }
    return ResourceItem(placeholder, at: location)
  }

  /// This resolver with `placeholder` for unresolved references, when placeholders are on.
  private func standing(_ placeholder: String) -> ResourceResolver {
    guard usesPlaceholders else { return self }
    var copy = self
    copy.placeholder = placeholder
    return copy
  }

  /// The name a reference names (`@string/title` → `title`, `?attr/x` → `x`), the text
  /// placeholder of lenient mode.
  static func referenceName(_ value: String) -> String {
    if value.hasPrefix("?") { return themeKey(value).name }
    return ResourceReference(value)?.name ?? value
  }

  /// Resource types that name files rather than values.
  static let fileTypes: Set<String> = [
    "drawable", "mipmap", "layout", "color", "anim", "animator", "menu", "transition",
    "interpolator", "font", "xml", "raw", "navigation",
  ]

  /// File types whose missing files SceneDiff tolerates (with a warning where they matter):
  /// the corpus ships layouts without their drawables, menus and animators.
  static let placeholderTypes: Set<String> = [
    "drawable", "mipmap", "menu", "anim", "animator", "font", "xml", "raw", "navigation",
    "transition", "interpolator",
  ]

  /// `?attr/x`, `?x`, `?android:attr/x`, `?android:x` → the theme attribute's key.
  static func themeKey(_ text: String) -> AttributeKey {
    var body = text.dropFirst()
    var isFramework = false
    if body.hasASCIIPrefix("android:") {
      isFramework = true
      body = body.dropFirst("android:".count)
    } else if let colon = body.firstIndex(of: ":") {
      body = body[body.index(after: colon)...]
    }
    if body.hasASCIIPrefix("attr/") { body = body.dropFirst("attr/".count) }
    return AttributeKey(isFramework: isFramework, name: String(body))
  }

  /// ``literal(_:at:attribute:)`` read with `placeholder` standing in for unresolved
  /// references when placeholders are on (``standing(_:)``); without them, by this resolver
  /// itself, and `placeholder` is not made.
  ///
  /// `standing(_:)` gives a copy of the resolver even when it changes nothing, and each copy
  /// retained and released every field, some 550 instructions a value read.
  private func literal(
    _ value: String,
    at location: SourceLocation?,
    attribute: String,
    standIn placeholder: @autoclosure () -> String
  ) throws(ResourceError) -> ResourceItem {
    guard usesPlaceholders else { return try literal(value, at: location, attribute: attribute) }
    return try standing(placeholder()).literal(value, at: location, attribute: attribute)
  }

  /// ``resolve(_:at:)`` read with `placeholder` standing in for unresolved references when
  /// placeholders are on; without them, by this resolver itself (as
  /// ``literal(_:at:attribute:standIn:)``).
  private func resolve(
    _ value: String,
    at location: SourceLocation?,
    standIn placeholder: @autoclosure () -> String
  ) throws(ResourceError) -> ResourceItem? {
    guard usesPlaceholders else { return try resolve(value, at: location) }
    return try standing(placeholder()).resolve(value, at: location)
  }

  /// The literal, or an error for `@null` where a value is required.
  private func literal(_ value: String, at location: SourceLocation?, attribute: String)
    throws(ResourceError) -> ResourceItem
  {
    guard let item = try resolve(value, at: location) else {
      throw .invalidValue(location, attribute: attribute, value: value, expected: "a value")
    }
    return item
  }

  /// A dimension (`16dp`, `@dimen/x`, `?attr/actionBarSize`).
  func dimension(_ value: String, at location: SourceLocation?, attribute: String)
    throws(ResourceError) -> Dimension
  {
    let item = try literal(value, at: location, attribute: attribute, standIn: "0dp")
    guard let dimension = Dimension(parsing: item.value) else {
      throw .invalidValue(
        item.location,
        attribute: attribute,
        value: item.value,
        expected: Dimension.expectation(for: item.value, "a dimension such as 16dp")
      )
    }
    return dimension
  }

  /// `layout_width`/`layout_height`: `match_parent`, `fill_parent`, `wrap_content` or a
  /// dimension read with the pixel-size rule.
  func layoutSize(_ value: String, at location: SourceLocation?, attribute: String)
    throws(ResourceError) -> LayoutSize
  {
    // The keywords as written (nearly every size) are literals, which resolving returns as
    // they are.
    if value == "match_parent" { return .matchParent }
    if value == "wrap_content" { return .wrapContent }
    let item = try literal(value, at: location, attribute: attribute, standIn: "0px")
    switch item.value {
    case "match_parent", "fill_parent", "-1": return .matchParent
    case "wrap_content", "-2": return .wrapContent
    default:
      guard let dimension = Dimension(parsing: item.value) else {
        throw .invalidValue(
          item.location,
          attribute: attribute,
          value: item.value,
          expected: Dimension.expectation(
            for: item.value,
            "match_parent, wrap_content or a dimension such as 16dp"
          )
        )
      }
      return LayoutSize(pixels: dimension.pixelSize(on: device))
    }
  }

  /// An integer (`3`, `-1`, `0x10`, `@integer/x`) in Android's syntax (``IntegerValue``).
  func integer(_ value: String, at location: SourceLocation?, attribute: String)
    throws(ResourceError) -> Int
  {
    let item = try literal(value, at: location, attribute: attribute, standIn: "0")
    let text = item.value
    guard let number = IntegerValue.parse(text) else {
      throw .invalidValue(item.location, attribute: attribute, value: text, expected: "an integer")
    }
    return number
  }

  /// A float (`0.5`, `@dimen/x` of type float, a fraction `50%` as 0.5).
  func float(_ value: String, at location: SourceLocation?, attribute: String)
    throws(ResourceError) -> Float
  {
    let item = try literal(value, at: location, attribute: attribute, standIn: "0")
    var text = item.value
    var scale: Float = 1
    if text.hasSuffix("%p") {
      text.removeLast(2)
      scale = 0.01
    } else if text.hasSuffix("%") {
      text.removeLast()
      scale = 0.01
    }
    guard let number = DecimalNumber.parse(text).map(Float.init), number.isFinite else {
      throw .invalidValue(
        item.location,
        attribute: attribute,
        value: item.value,
        expected: "a number"
      )
    }
    return number * scale
  }

  /// A boolean (`true`, `false`, `@bool/x`).
  func boolean(_ value: String, at location: SourceLocation?, attribute: String)
    throws(ResourceError) -> Bool
  {
    let item = try literal(value, at: location, attribute: attribute, standIn: "false")
    switch item.value {
    case "true": return true
    case "false": return false
    default:
      throw .invalidValue(
        item.location,
        attribute: attribute,
        value: item.value,
        expected: "true or false"
      )
    }
  }

  /// Text (`Hello`, `@string/x`), with Android's string rules applied to literals too.
  ///
  /// A data-binding expression (`@{…}`) is unknown until run time and reads as empty text.
  func string(_ value: String, at location: SourceLocation?, attribute: String)
    throws(ResourceError) -> String
  {
    if value.hasPrefix("@{") { return "" }
    guard value.hasPrefix("@") || value.hasPrefix("?") else { return StringValue.compile(value) }
    return try resolve(value, at: location, standIn: Self.referenceName(value))?.value ?? ""
  }

  /// A colour as `0xAARRGGBB` (`#rgb`, `#argb`, `#rrggbb`, `#aarrggbb`, `@color/x`,
  /// `@android:color/x`, `?attr/colorPrimary`); a colour state list file gives its default.
  func color(_ value: String, at location: SourceLocation?, attribute: String)
    throws(ResourceError) -> UInt32
  {
    let item = try literal(value, at: location, attribute: attribute, standIn: "#00000000")
    if let color = ARGBColor.parse(item.value) { return color }
    if let reference = ResourceReference(item.value), reference.type == "color",
      let file = repository.file("color", reference.name)
    {
      return try DrawableReader(resolver: self).stateListColor(file.path, attribute: attribute)
    }
    throw .invalidValue(
      item.location,
      attribute: attribute,
      value: item.value,
      expected: "a colour such as #ff0000"
    )
  }

  /// A style (`@style/x`, `@android:style/x`, `?attr/x` naming one, or a bare style name as
  /// `parent` attributes allow).
  func style(_ value: String, at location: SourceLocation?, attribute: String)
    throws(ResourceError) -> Style
  {
    let item = try literal(
      value,
      at: location,
      attribute: attribute,
      standIn: "@style/" + Self.referenceName(value)
    )
    guard let name = ValuesFileReader.styleName(item.value) else {
      throw .invalidValue(
        item.location,
        attribute: attribute,
        value: item.value,
        expected: "a style"
      )
    }
    if let style = repository.style(name) { return style }
    if usesPlaceholders { return Style(name: name.name, isFramework: name.isFramework) }
    throw .missing(
      item.location,
      reference: name.description,
      suggestion: name.isFramework
        ? nil
        : Suggestion.closest(to: name.name, in: repository.names("style")).map { "@style/\($0)" }
    )
  }

  /// The style and its ancestors, nearest first (each style's `parent`, or its dotted-name
  /// parent); stops at a cycle or at a parent no folder or built-in table defines.
  func chain(of style: Style) -> [Style] {
    var result = [style]
    // At most 32 names: an array searched in order costs less than hashing each name.
    var seen = [StyleName(style.name, isFramework: style.isFramework)]
    var next = style.parent
    while let name = next, !seen.contains(name), result.count < Self.maxReferenceDepth {
      seen.append(name)
      guard let parent = repository.style(name) else { break }
      result.append(parent)
      next = parent.parent
    }
    return result
  }

  /// The first ancestor of `style` (or `style` itself) that no folder or table defines, as
  /// `@style/X`; `nil` when the chain is complete.
  func missingAncestor(of style: Style) -> String? {
    missingAncestor(inChain: chain(of: style))
  }

  /// The first style a chain made by ``chain(of:)`` does not reach, as `@style/X`; `nil` when
  /// the chain is complete (``missingAncestor(of:)`` without making the chain again).
  func missingAncestor(inChain chain: [Style]) -> String? {
    guard let last = chain.last, let parent = last.parent, repository.style(parent) == nil
    else { return nil }
    return parent.description
  }

  /// A drawable (`@drawable/x`, `@mipmap/x`, `@color/x`, `#rrggbb`, `?attr/x`, a framework
  /// drawable), or `nil` for `@null`.
  ///
  /// A drawable file that is not there gives a placeholder of SceneDiff's documented default
  /// size (``DrawableInfo/isPlaceholder``).
  func drawable(_ value: String, at location: SourceLocation?, attribute: String)
    throws(ResourceError) -> DrawableInfo?
  {
    guard let item = try resolve(value, at: location, standIn: "@null") else { return nil }
    return try DrawableReader(resolver: self).drawable(item, attribute: attribute)
  }

  /// The path of a layout (`@layout/x`, chosen for the device).
  func layoutFile(_ value: String, at location: SourceLocation?, attribute: String)
    throws(ResourceError) -> String
  {
    let item = try literal(value, at: location, attribute: attribute)
    guard let reference = ResourceReference(item.value), reference.type == "layout" else {
      throw .invalidValue(
        item.location,
        attribute: attribute,
        value: item.value,
        expected: "a layout reference such as @layout/scene1"
      )
    }
    if let file = repository.file("layout", reference.name) { return file.path }
    throw .missing(
      item.location,
      reference: item.value,
      suggestion: Suggestion.closest(to: reference.name, in: repository.names("layout"))
        .map { "@layout/\($0)" }
    )
  }

  /// The resolver for an element with `android:theme="…"`: `overlay` (with its parents) is
  /// searched before the current theme.
  func overlaying(_ overlay: Style) -> ResourceResolver {
    var copy = self
    copy.theme.chain = chain(of: overlay) + theme.chain
    return copy
  }
}
