import Synchronization

/// The built-in styles made so far (``BuiltInResources/style(_:)``), by name.
///
/// A built-in style is a pure function of its definition, so a remembered one is the style
/// making it again would give. The table holds at most one style per built-in definition. Safe
/// from any thread.
final class BuiltInStyleCache: Sendable {
  private let made = Mutex<[StyleName: Style]>([:])

  /// Creates an empty cache.
  init() {}

  /// The style `name`, made by `make` the first time it is asked for.
  func style(_ name: StyleName, _ make: () -> Style) -> Style {
    if let found = made.withLock({ $0[name] }) { return found }
    let style = make()
    made.withLock { $0[name] = style }
    return style
  }
}
