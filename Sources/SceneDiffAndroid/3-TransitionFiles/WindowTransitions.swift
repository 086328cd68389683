import SceneDiffCore

/// The window transitions an activity's theme sets, as `PhoneWindow` reads them for
/// `ActivityOptions.makeSceneTransitionAnimation`: each attribute as written (a
/// `@transition/`, `@android:transition/` name, or `nil` for none or `@null`).
///
/// Where the app's styles set none, the platform theme they derive from gives the value:
/// `Theme.Material` (and the AppCompat, MaterialComponents and Material3 themes built on it)
/// sets `windowEnterTransition` to `@android:transition/fade`, both shared-element transitions
/// to `@android:transition/move`, `windowActivityTransitions` to true and
/// `windowContentTransitions` to false (AOSP `core/res/res/values/themes_material.xml`); the
/// older themes turn activity transitions off. A chain that ends at a style SceneDiff cannot
/// find (defined in another module) is taken to derive from Material. `PhoneWindow` leaves the exit transition unset,
/// the return and reenter transitions to the enter and exit ones, and both overlaps on.
public struct WindowTransitions: Sendable, Hashable {
  /// The theme read, or `nil` when there is none (no `--theme`, no manifest).
  public var theme: String?
  /// `android:windowEnterTransition`.
  public var enter: String?
  /// `android:windowExitTransition`.
  public var exit: String?
  /// `android:windowReturnTransition` (`nil`: the enter transition).
  public var returnTransition: String?
  /// `android:windowReenterTransition` (`nil`: the exit transition).
  public var reenter: String?
  /// `android:windowSharedElementEnterTransition`.
  public var sharedElementEnter: String?
  /// `android:windowSharedElementReturnTransition` (`nil`: the shared-element enter one).
  public var sharedElementReturn: String?
  /// `android:windowSharedElementExitTransition`, read for completeness: it moves the calling
  /// activity's shared elements only when an exit shared-element callback asks for it.
  public var sharedElementExit: String?
  /// `android:windowAllowEnterTransitionOverlap` (default true).
  public var allowEnterTransitionOverlap = true
  /// `android:windowAllowReturnTransitionOverlap` (default true).
  public var allowReturnTransitionOverlap = true
  /// Whether the window runs activity transitions: `android:windowActivityTransitions`, or
  /// `android:windowContentTransitions` (which asked for them before API 22).
  public var activityTransitions = false

  /// The attributes read, by name, with the member each sets.
  static var attributes: [(name: String, member: WritableKeyPath<WindowTransitions, String?>)] {
    [
      ("windowEnterTransition", \.enter), ("windowExitTransition", \.exit),
      ("windowReturnTransition", \.returnTransition), ("windowReenterTransition", \.reenter),
      ("windowSharedElementEnterTransition", \.sharedElementEnter),
      ("windowSharedElementReturnTransition", \.sharedElementReturn),
      ("windowSharedElementExitTransition", \.sharedElementExit),
    ]
  }

  /// The Material platform theme's values.
  static let material: WindowTransitions = {
    var values = WindowTransitions()
    values.enter = "@android:transition/fade"
    values.sharedElementEnter = "@android:transition/move"
    values.sharedElementExit = "@android:transition/move"
    values.activityTransitions = true
    return values
  }()

  /// Whether a platform or library theme name derives from `Theme.Material`.
  static func isMaterial(_ name: String) -> Bool {
    let bare = name.hasPrefix("android:") ? String(name.dropFirst("android:".count)) : name
    return [
      "Theme.Material", "Theme.AppCompat", "Theme.MaterialComponents", "Theme.Material3",
      "Theme.DeviceDefault",
    ].contains { bare == $0 || bare.hasPrefix($0 + ".") }
  }

  /// Whether a theme name is one of the platform themes before Material (`Theme`,
  /// `Theme.Holo…`, `Theme.Light…`, …), which turn activity transitions off.
  static func isOlderPlatform(_ name: String) -> Bool {
    let bare = name.hasPrefix("android:") ? String(name.dropFirst("android:".count)) : name
    return bare == "Theme" || (bare.hasPrefix("Theme.") && !isMaterial(bare))
  }

  /// The window transitions of the theme an app's screen uses.
  ///
  /// - Parameters:
  ///   - path: A layout of the app (its `res/` tree and the manifest beside it are read).
  ///   - theme: The theme (`--theme`); `nil` for the manifest's application theme.
  /// - Returns: The values, with any warnings (a bad boolean is an `invalid-value` error
  ///   reported as a warning, the default kept).
  public static func read(layoutAt path: String, theme: String? = nil) -> Loaded<
    WindowTransitions
  > {
    let resources = ResourceResolver(transitionFileAt: path)
    var diagnostics = resources.repository.diagnostics
    guard
      let name = theme.map(ResourceResolver.styleName)
        ?? resources.manifestTheme(&diagnostics)
    else {
      var values = material
      values.theme = nil
      return Loaded(values, diagnostics: diagnostics)
    }
    var chain: [Style] = []
    var next: StyleName? = StyleName(name)
    var base = WindowTransitions()
    while let current = next, chain.count < ResourceResolver.maxReferenceDepth {
      if isMaterial(current.name) {
        base = material
        break
      }
      guard let style = resources.repository.style(current) else {
        // A parent defined elsewhere (another module): assume the Material family apps use.
        if !isOlderPlatform(current.name) { base = material }
        break
      }
      chain.append(style)
      next = style.parent
    }
    var values = base
    values.theme = name
    for style in chain.reversed() {
      values.apply(style, resources, &diagnostics)
    }
    return Loaded(values, diagnostics: diagnostics)
  }

  /// The items one style sets.
  private mutating func apply(
    _ style: Style,
    _ resources: ResourceResolver,
    _ diagnostics: inout [Diagnostic]
  ) {
    for (name, member) in Self.attributes {
      guard let item = style.items[.android(name)] else { continue }
      let value = item.value.trimmingCharacters(in: .whitespaces)
      self[keyPath: member] = value == "@null" ? nil : value
    }
    let flags: [(String, WritableKeyPath<WindowTransitions, Bool>)] = [
      ("windowAllowEnterTransitionOverlap", \.allowEnterTransitionOverlap),
      ("windowAllowReturnTransitionOverlap", \.allowReturnTransitionOverlap),
      ("windowActivityTransitions", \.activityTransitions),
    ]
    for (name, member) in flags {
      guard let item = style.items[.android(name)] else { continue }
      do {
        self[keyPath: member] = try resources.boolean(
          item.value,
          at: item.location,
          attribute: "android:" + name
        )
      } catch { diagnostics.append(error.diagnostic) }
    }
    if let item = style.items[.android("windowContentTransitions")],
      (try? resources.boolean(item.value, at: item.location, attribute: "")) == true
    {
      activityTransitions = true
    }
  }
}
