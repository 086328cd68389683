import SceneDiffCore

/// Checks the attribute a change names — `layout_width` (no prefix is `android:`),
/// `android:text`, `app:layout_behavior`, `tools:text`, or a prefix ending in `*` — against
/// the platform attributes SceneDiff knows (``FrameworkAttributes``).
///
/// `app:` (and any other prefix but `android:` and `tools:`) names the app's or a library's
/// own attributes, which SceneDiff cannot know, so they always pass.
enum ChangeAttributeCheck {
  /// The error for `attribute`, if it is a design-time `tools:` attribute or an `android:` name
  /// (or prefix) no platform attribute has; the suggestion, written the way `attribute` is
  /// (with or without `android:`), is the closest name among `declared` (the view's class's
  /// attributes) or else among all.
  ///
  /// - Parameters:
  ///   - attribute: The name as the change writes it.
  ///   - declared: The attributes of the changed view's class, `nil` when unknown.
  ///   - target: The changed view for the message (`View 'square'`), `nil` when unknown.
  ///   - location: Where the name is written, `nil` for the command line.
  /// - Returns: The error to report, or `nil` when the change can take `attribute`.
  static func problem(
    _ attribute: String,
    declared: Set<String>?,
    target: String?,
    at location: SourceLocation?
  ) -> LayoutFileError? {
    let isPattern = attribute.hasSuffix("*")
    let name = isPattern ? String(attribute.dropLast()) : attribute
    if name.hasPrefix("tools:") { return .designTimeAttribute(location, attribute: attribute) }
    let key = LayoutChangeApplier.key(name)
    guard key.isFramework else { return nil }
    let suggestion: String?
    if isPattern {
      guard !FrameworkAttributes.all.contains(where: { $0.hasPrefix(key.name) }) else {
        return nil
      }
      func prefixes(_ names: some Collection<String>) -> Set<String> {
        Set(names.map { String($0.prefix(key.name.count)) })
      }
      suggestion = FrameworkAttributes.suggestion(
        for: key.name,
        among: prefixes(FrameworkAttributes.all),
        declared: declared.map(prefixes)
      )
    } else {
      guard !FrameworkAttributes.all.contains(key.name) else { return nil }
      suggestion = FrameworkAttributes.suggestion(for: key.name, declared: declared)
    }
    let written = name.hasPrefix("android:") ? "android:" : ""
    return .unknownAttribute(
      location,
      attribute: attribute,
      target: target,
      suggestion: suggestion.map { written + $0 + (isPattern ? "*" : "") }
    )
  }
}
