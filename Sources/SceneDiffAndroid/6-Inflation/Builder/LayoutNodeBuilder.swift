import SceneDiffCore

/// Reads inflated elements' attributes through the resources and theme into ``LayoutNode``s
/// ready for measuring.
///
/// Problems are collected, never thrown: a value that cannot be read is reported at the place
/// it is written (in the layout, or in the values file a reference leads to) and the
/// attribute keeps Android's default, so one bad value does not hide the others.
struct LayoutNodeBuilder {
  /// The device the layout is for.
  var device: Device
  /// `android:supportsRtl`: start/end attributes replace left/right (true), or only fill in
  /// for missing ones (false, RTL compatibility mode).
  var supportsRtl = true
  /// Whether the app theme is a Material Components one (`<Button>` becomes a MaterialButton).
  var isMaterialTheme = false
  /// Everything found so far.
  var diagnostics: [Diagnostic] = []

  /// Classes already reported as approximated, by file.
  private var notedClasses: Set<String> = []

  /// A builder for `device`.
  init(device: Device, supportsRtl: Bool = true, isMaterialTheme: Bool = false) {
    self.device = device
    self.supportsRtl = supportsRtl
    self.isMaterialTheme = isMaterialTheme
  }

  /// The node for `element` and its descendants, read with `resolver` (whose theme is the
  /// parent's) inside a parent laid out right to left when `parentIsRightToLeft`.
  ///
  /// `parent` is the family of the view that holds it (`nil` for the layout's root): some
  /// containers' layout parameters default a missing `layout_width`/`layout_height`.
  mutating func build(
    _ element: InflatedElement,
    resolver parentResolver: ResourceResolver,
    parentIsRightToLeft: Bool,
    parent: ViewFamily? = nil
  ) -> LayoutNode {
    // Without `android:theme` the element is read with its parent's resolver itself: a copy of
    // it, made for every element, retained and released each of its fields.
    if let theme = element.attributes[ViewAttributeName.theme.key] {
      let resolver = themed(parentResolver, theme)
      return build(element, themed: resolver, parentIsRightToLeft: parentIsRightToLeft, parent)
    }
    return build(element, themed: parentResolver, parentIsRightToLeft: parentIsRightToLeft, parent)
  }

  /// ``build(_:resolver:parentIsRightToLeft:parent:)`` once the element's own theme, if it
  /// names one, is laid over `resolver`'s.
  private mutating func build(
    _ element: InflatedElement,
    themed resolver: ResourceResolver,
    parentIsRightToLeft: Bool,
    _ parent: ViewFamily?
  ) -> LayoutNode {
    let viewClass = ViewClassRules.viewClass(
      element.className,
      hasChildren: !element.children.isEmpty,
      isMaterialTheme: isMaterialTheme
    )
    noteApproximation(viewClass, element)
    checkChildren(element, viewClass)
    let attributes = viewAttributes(element, viewClass, resolver)

    let isRightToLeft = direction(attributes, inherited: parentIsRightToLeft, resolver)
    var node = LayoutNode(
      className: element.className,
      kind: .view,
      id: element.id,
      params: layoutParams(
        attributes,
        element,
        isRightToLeft: isRightToLeft,
        parent: parent,
        resolver
      ),
      location: element.location
    )
    node.isRightToLeft = isRightToLeft
    node.instance = element.instance
    readView(&node, attributes, viewClass, resolver)
    readKind(&node, attributes, viewClass, resolver)
    node.children = element.children.map {
      build(
        $0,
        resolver: resolver,
        parentIsRightToLeft: node.isRightToLeft,
        parent: viewClass.family
      )
    }
    if case .linear(let properties) = node.kind, let table = properties.table {
      TableLayoutRules.collapse(&node, table.collapse)
    }
    if case .constraint = node.kind { ConstraintLayoutRules.updatePreLayout(&node) }
    return node
  }

  /// The resolver for an element with `android:theme="…"`: `resolver` with the theme it
  /// names laid over its theme, or `resolver` itself when the theme cannot be read (reported).
  ///
  /// A theme read without a problem is remembered in the theme it was read in
  /// (``ResourceResolver/rememberedOverlay(_:)``), so that it keeps its answers across the
  /// elements and loads that name it.
  private mutating func themed(_ resolver: ResourceResolver, _ theme: AttributeValue)
    -> ResourceResolver
  {
    if !resolver.usesPlaceholders, let known = resolver.rememberedOverlay(theme.text) {
      return known
    }
    let before = diagnostics.count
    guard let overlay = readStyle(theme, "android:theme", resolver) else { return resolver }
    let themed = resolver.overlaying(overlay)
    if diagnostics.count == before, !resolver.usesPlaceholders {
      resolver.remember(overlay: themed, for: theme.text)
    }
    return themed
  }

  // MARK: - Attribute sources

  /// `style`, the element's style (no namespace: an app key), made once per process.
  private static let styleKey = AttributeKey.app("style")

  /// The element's attribute sources: its `style=` and its class's default style, with the
  /// theme's table of their answers when both chains are remembered ones
  /// (``ResourceResolver/styleAnswers(style:defaultStyle:)``).
  private mutating func viewAttributes(
    _ element: InflatedElement,
    _ viewClass: ViewClass,
    _ resolver: ResourceResolver
  ) -> ViewAttributes {
    var styles: [Style] = []
    var styleReference: String?
    var remembered = !resolver.usesPlaceholders
    if let style = element.attributes[Self.styleKey] {
      if remembered, let known = resolver.rememberedChain(style.text) {
        styles = known
        styleReference = style.text
      } else {
        remembered = false
        styles = styleChain(style, "style", resolver) ?? []
      }
    }
    var defaults: [Style] = []
    var defaultReference: String?
    if let key = viewClass.defaultStyle, let item = resolver.theme.item(key) {
      // A theme without the class's default style is not an error: Android then uses none.
      if !resolver.usesPlaceholders, let known = resolver.rememberedChain(item.value) {
        defaults = known
        defaultReference = item.value
      } else {
        remembered = false
        defaults = defaultStyleChain(key, item, resolver)
      }
    }
    let answers =
      remembered
      ? resolver.styleAnswers(style: styleReference, defaultStyle: defaultReference) : nil
    return ViewAttributes(
      element: element.attributes,
      styles: styles,
      defaults: defaults,
      theme: resolver.theme,
      includeLayoutParams: element.includeLayoutParams,
      answers: answers,
      elementGroups: answers == nil ? 0 : AttributeGroup.groups(mayBeSetBy: element.attributes),
      elementKeys: AttributeKey.summary(of: element.attributes.keys)
    )
  }

  /// The flattened chain of the default style `item` that the theme gives for `key`, read and
  /// remembered in the theme; empty when it cannot be read.
  private func defaultStyleChain(
    _ key: AttributeKey,
    _ item: ResourceItem,
    _ resolver: ResourceResolver
  ) -> [Style] {
    guard
      let found = try? resolver.style(item.value, at: item.location, attribute: key.description)
    else { return [] }
    let defaults = Style.flattened(resolver.chain(of: found))
    if !resolver.usesPlaceholders { resolver.remember(defaults, for: item.value) }
    return defaults
  }

  /// `layoutDirection`: `ltr`, `rtl`, `inherit` (the default) or `locale` (the device's).
  private mutating func direction(
    _ attributes: ViewAttributes,
    inherited: Bool,
    _ resolver: ResourceResolver
  ) -> Bool {
    guard let value = attributes.ownValue(ViewAttributeName.layoutDirection.key) else {
      return inherited
    }
    switch value.text {
    case "ltr", "0": return false
    case "rtl", "1": return true
    case "inherit", "2": return inherited
    case "locale", "3": return device.isRightToLeft
    default:
      invalid(value, "android:layoutDirection", expected: "ltr, rtl, inherit or locale")
      return inherited
    }
  }

  /// Reports children inside a view that cannot hold them, at the first child with a note at
  /// the parent.
  private mutating func checkChildren(_ element: InflatedElement, _ viewClass: ViewClass) {
    guard let first = element.children.first,
      let reason = ViewClassRules.childRefusal(element.className, viewClass)
    else { return }
    var diagnostic = LayoutFileError.childOfNonContainer(
      first.location,
      child: first.className,
      parent: element.className,
      reason: reason
    ).diagnostic
    diagnostic.notes.append(
      Diagnostic(.note, at: element.location, code: "not-a-container", "the parent starts here")
    )
    diagnostics.append(diagnostic)
  }

  /// Reports a class laid out as a known base, once per class and file: a note for an app or
  /// library class, a warning with a suggestion for a name that should be a platform class
  /// but is none (`<LinearLayoutt>`).
  private mutating func noteApproximation(_ viewClass: ViewClass, _ element: InflatedElement) {
    guard viewClass.approximatedAs != nil || viewClass.warning != nil else { return }
    let key = element.file + "\u{0}" + element.className
    guard !notedClasses.contains(key) else { return }
    notedClasses.insert(key)
    if let warning = viewClass.warning {
      diagnostics.append(
        Diagnostic(.warning, at: element.location, code: "view-content-unknown", warning)
      )
    } else if let base = viewClass.approximatedAs,
      ViewClassRules.isUnknownPlatformClass(element.className, viewClass)
    {
      diagnostics.append(
        Diagnostic(
          .warning,
          at: element.location,
          code: "unknown-view-class",
          "'\(element.className)' is not an Android view class (android.widget, android.view, "
            + "android.webkit or android.app), so Android cannot inflate it; SceneDiff lays it out "
            + "as \(base)"
            + (ViewClassRules.platformSuggestion(for: element.className).map {
              "; did you mean '\($0)'?"
            } ?? "")
        )
      )
    } else if let base = viewClass.approximatedAs {
      diagnostics.append(
        Diagnostic(
          .note,
          at: element.location,
          code: "approximated-view",
          "\(element.className) is not a class SceneDiff knows; it is laid out as \(base)"
        )
      )
    }
  }

  // MARK: - Reading values

  /// The chain of the style `value` names (``ResourceResolver/style(_:at:attribute:)`` then
  /// ``ResourceResolver/chain(of:)``, flattened by ``Style/flattened(_:)``), reporting a
  /// failure and returning `nil`.
  ///
  /// A reference read without a problem is remembered in the theme it was read in
  /// (``ResourceResolver/rememberedChain(_:)``): every view of a class, and every TextView of
  /// an appearance, reads the same one, and reading it again would give the same chain and
  /// report nothing.
  mutating func styleChain(_ value: AttributeValue, _ name: String, _ resolver: ResourceResolver)
    -> [Style]?
  {
    if !resolver.usesPlaceholders, let known = resolver.rememberedChain(value.text) {
      return known
    }
    let before = diagnostics.count
    guard let found = readStyle(value, name, resolver) else { return nil }
    let chain = Style.flattened(resolver.chain(of: found))
    if diagnostics.count == before, !resolver.usesPlaceholders {
      resolver.remember(chain, for: value.text)
    }
    return chain
  }

  /// The style `value` names (``ResourceResolver/style(_:at:attribute:)``), reporting a
  /// failure and returning `nil`.
  private mutating func readStyle(
    _ value: AttributeValue,
    _ name: String,
    _ resolver: ResourceResolver
  ) -> Style? {
    read(
      value,
      name,
      { r, v, at, n throws(ResourceError) in try r.style(v, at: at, attribute: n) },
      resolver
    )
  }

  /// Reads `value` with `body`, reporting a failure and returning `nil`.
  mutating func read<T>(
    _ value: AttributeValue?,
    _ name: String,
    _ body: (ResourceResolver, String, SourceLocation?, String) throws(ResourceError) -> T?,
    _ resolver: ResourceResolver
  ) -> T? {
    guard let value else { return nil }
    do {
      return try body(resolver, value.text, value.location, name)
    } catch {
      diagnostics.append(error.diagnostic(lenient: resolver.isLenient))
      guard resolver.isLenient, error.isUnresolved else { return nil }
      // --lenient: read the value again with placeholders for what is missing.
      var placeholding = resolver
      placeholding.usesPlaceholders = true
      do {
        return try body(placeholding, value.text, value.location, name)
      } catch {
        diagnostics.append(error.diagnostic)
        return nil
      }
    }
  }

  /// A dimension read with the pixel-size rule.
  mutating func pixelSize(_ value: AttributeValue?, _ name: String, _ resolver: ResourceResolver)
    -> Int?
  {
    read(
      value,
      name,
      { r, v, at, n throws(ResourceError) in
        try r.dimension(v, at: at, attribute: n).pixelSize(on: r.device)
      },
      resolver
    )
  }

  /// A dimension read with the pixel-offset rule.
  mutating func pixelOffset(
    _ value: AttributeValue?,
    _ name: String,
    _ resolver: ResourceResolver
  ) -> Int? {
    read(
      value,
      name,
      { r, v, at, n throws(ResourceError) in
        try r.dimension(v, at: at, attribute: n).pixelOffset(on: r.device)
      },
      resolver
    )
  }

  /// A dimension as float pixels.
  mutating func pixels(_ value: AttributeValue?, _ name: String, _ resolver: ResourceResolver)
    -> Float?
  {
    read(
      value,
      name,
      { r, v, at, n throws(ResourceError) in
        try r.dimension(v, at: at, attribute: n).pixels(on: r.device)
      },
      resolver
    )
  }

  /// An integer.
  mutating func integer(_ value: AttributeValue?, _ name: String, _ resolver: ResourceResolver)
    -> Int?
  {
    read(
      value,
      name,
      { r, v, at, n throws(ResourceError) in
        try r.integer(v, at: at, attribute: n)
      },
      resolver
    )
  }

  /// A float.
  mutating func float(_ value: AttributeValue?, _ name: String, _ resolver: ResourceResolver)
    -> Float?
  {
    read(
      value,
      name,
      { r, v, at, n throws(ResourceError) in
        try r.float(v, at: at, attribute: n)
      },
      resolver
    )
  }

  /// A boolean.
  mutating func boolean(_ value: AttributeValue?, _ name: String, _ resolver: ResourceResolver)
    -> Bool?
  {
    read(
      value,
      name,
      { r, v, at, n throws(ResourceError) in
        try r.boolean(v, at: at, attribute: n)
      },
      resolver
    )
  }

  /// A string.
  mutating func string(_ value: AttributeValue?, _ name: String, _ resolver: ResourceResolver)
    -> String?
  {
    read(
      value,
      name,
      { r, v, at, n throws(ResourceError) in
        try r.string(v, at: at, attribute: n)
      },
      resolver
    )
  }

  /// A drawable (`nil` for `@null` or a failure).
  mutating func drawable(_ value: AttributeValue?, _ name: String, _ resolver: ResourceResolver)
    -> DrawableInfo?
  {
    guard let value else { return nil }
    let info = read(
      value,
      name,
      { r, v, at, n throws(ResourceError) in
        try r.drawable(v, at: at, attribute: n)
      },
      resolver
    )
    if info?.isPlaceholder == true {
      diagnostics.append(
        Diagnostic(
          .warning,
          at: value.location,
          code: "drawable-not-found",
          "no file for drawable '\(value.text)' in the res/ folders; SceneDiff gives it "
            + "\(DrawableDefaults.placeholderDp) × \(DrawableDefaults.placeholderDp) dp"
        )
      )
    }
    return info
  }

  /// A gravity (`center|bottom`, or a reference to one).
  mutating func gravity(_ value: AttributeValue?, _ name: String, _ resolver: ResourceResolver)
    -> Gravity?
  {
    guard let value, let text = literal(value, name, resolver) else { return nil }
    guard let gravity = Gravity(parsing: text) else {
      invalid(value, name, expected: "gravity words joined with '|' (top, center, end, …)")
      return nil
    }
    return gravity
  }

  /// The literal a value resolves to (for enums and flags).
  mutating func literal(_ value: AttributeValue?, _ name: String, _ resolver: ResourceResolver)
    -> String?
  {
    read(
      value,
      name,
      { r, v, at, _ throws(ResourceError) in
        try r.resolve(v, at: at)?.value
      },
      resolver
    )
  }

  /// One of `choices` (by its word), reporting other values.
  mutating func choice<T>(
    _ value: AttributeValue?,
    _ name: String,
    _ choices: [(String, T)],
    _ resolver: ResourceResolver
  ) -> T? {
    guard let value, let text = literal(value, name, resolver) else { return nil }
    if let found = choices.first(where: { $0.0 == text }) { return found.1 }
    let words = choices.map(\.0)
    invalid(
      value,
      name,
      expected: words.count == 2
        ? "\(words[0]) or \(words[1])"
        : words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
    )
    return nil
  }

  /// Reports an invalid value.
  mutating func invalid(_ value: AttributeValue, _ name: String, expected: String) {
    diagnostics.append(
      ResourceError.invalidValue(
        value.location,
        attribute: name,
        value: value.text,
        expected: expected
      )
      .diagnostic
    )
  }
}
