import SceneDiffCore

/// One change to an inflated layout before it is measured: what app code does between
/// `TransitionManager.beginDelayedTransition` and the next layout pass.
public enum LayoutChange: Sendable, Hashable, CustomStringConvertible {
  /// Sets attribute `attribute` (`layout_width`, `app:layout_constraintTop_toTopOf`; no
  /// prefix means `android:`) of view `view` (an id) to `value`, as written in a layout.
  case set(view: String, attribute: String, value: String, location: SourceLocation?)
  /// Removes an attribute; a name ending in `*` removes every attribute with that prefix
  /// (`layout_*` clears the layout parameters).
  case unset(view: String, attribute: String, location: SourceLocation?)
  /// Moves view `view` into container `parent` (an id) at child `index` (`nil`: last).
  case move(view: String, parent: String, index: Int?, location: SourceLocation?)

  /// Parses `ID.ATTR=VALUE` (`--set`).
  public static func parseSet(_ text: String) -> LayoutChange? {
    guard let equals = text.firstIndex(of: "="),
      let (view, attribute) = target(String(text[..<equals]))
    else { return nil }
    return .set(
      view: view,
      attribute: attribute,
      value: String(text[text.index(after: equals)...]),
      location: nil
    )
  }

  /// Parses `ID.ATTR` (`--unset`).
  public static func parseUnset(_ text: String) -> LayoutChange? {
    guard let (view, attribute) = target(text) else { return nil }
    return .unset(view: view, attribute: attribute, location: nil)
  }

  /// Parses `ID=PARENT` or `ID=PARENT@INDEX` (`--move`).
  public static func parseMove(_ text: String) -> LayoutChange? {
    let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty else { return nil }
    let destination = parts[1].split(separator: "@", omittingEmptySubsequences: false)
    guard (1...2).contains(destination.count), !destination[0].isEmpty else { return nil }
    var index: Int?
    if destination.count == 2 {
      guard let value = Int(destination[1]), value >= 0 else { return nil }
      index = value
    }
    return .move(
      view: String(parts[0]),
      parent: String(destination[0]),
      index: index,
      location: nil
    )
  }

  /// `ID.ATTR` split at the first dot; the id may be written `@+id/x` or `@id/x`.
  private static func target(_ text: String) -> (String, String)? {
    var body = Substring(text)
    for prefix in ["@+id/", "@id/"] where body.hasPrefix(prefix) {
      body = body.dropFirst(prefix.count)
    }
    guard let dot = body.firstIndex(of: ".") else { return nil }
    let view = body[..<dot]
    let attribute = body[body.index(after: dot)...]
    guard !view.isEmpty, !attribute.isEmpty else { return nil }
    return (String(view), String(attribute))
  }

  /// The view the change is about.
  public var view: String {
    switch self {
    case .set(let view, _, _, _), .unset(let view, _, _), .move(let view, _, _, _): view
    }
  }

  /// Where the change is written (a change file), `nil` for the command line.
  public var location: SourceLocation? {
    switch self {
    case .set(_, _, _, let at), .unset(_, _, let at), .move(_, _, _, let at): at
    }
  }

  /// The change as the command line writes it.
  public var description: String {
    switch self {
    case .set(let view, let attribute, let value, _): "--set \(view).\(attribute)=\(value)"
    case .unset(let view, let attribute, _): "--unset \(view).\(attribute)"
    case .move(let view, let parent, let index, _):
      "--move \(view)=\(parent)" + (index.map { "@\($0)" } ?? "")
    }
  }
}
