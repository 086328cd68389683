import SceneDiffCore

/// An attribute's name as Android keys it: a framework attribute (`android:layout_width`) or an
/// app or library one (`app:layout_behavior`, `card_view:cardElevation`, all in `res-auto`).
///
/// Layout files write the namespace as an XML prefix; style items write `android:` or nothing
/// (`<item name="layout_behavior">`); theme references write `?android:attr/x` or `?attr/x`.
struct AttributeKey: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Whether it is in the `android` namespace.
  var isFramework: Bool
  /// The name without prefix.
  var name: String

  /// Creates a key.
  init(isFramework: Bool, name: String) {
    self.isFramework = isFramework
    self.name = name
  }

  /// A framework attribute, `android:name`.
  static func android(_ name: String) -> AttributeKey {
    AttributeKey(isFramework: true, name: name)
  }

  /// An app or library attribute, `app:name`.
  static func app(_ name: String) -> AttributeKey { AttributeKey(isFramework: false, name: name) }

  /// A style item's `name`: `android:x` is a framework attribute, `x` (or `app:x`) an app one.
  init(styleItem text: String) {
    if text.hasPrefix("android:") {
      self.init(isFramework: true, name: String(text.dropFirst("android:".count)))
    } else if let colon = text.firstIndex(of: ":") {
      self.init(isFramework: false, name: String(text[text.index(after: colon)...]))
    } else {
      self.init(isFramework: false, name: text)
    }
  }

  /// `android:name` or `app:name`.
  var description: String { (isFramework ? "android:" : "app:") + name }

  /// Framework attributes first, then by name.
  static func < (lhs: AttributeKey, rhs: AttributeKey) -> Bool {
    (lhs.isFramework ? 0 : 1, lhs.name) < (rhs.isFramework ? 0 : 1, rhs.name)
  }
}
