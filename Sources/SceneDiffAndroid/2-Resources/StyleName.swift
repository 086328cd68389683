import SceneDiffCore

/// A style's name with its package: `@style/X` is an app (or library) style, `@android:style/X`
/// a framework one.
struct StyleName: Sendable, Hashable, CustomStringConvertible {
  /// The name without `@style/`.
  var name: String
  /// Whether it is a framework style.
  var isFramework: Bool

  /// Creates a name.
  init(_ name: String, isFramework: Bool = false) {
    self.name = name
    self.isFramework = isFramework
  }

  /// `@style/X` or `@android:style/X`.
  var description: String { (isFramework ? "@android:style/" : "@style/") + name }
}
