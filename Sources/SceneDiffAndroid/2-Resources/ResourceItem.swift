import SceneDiffCore

/// One resource value as a values file (or SceneDiff's built-in table) defines it.
struct ResourceItem: Sendable, Hashable {
  /// The value text after the values-file rules (trimmed; for strings, Android's escapes and
  /// whitespace rules applied).
  var value: String
  /// Where the value is written, `nil` for built-in values.
  var location: SourceLocation?

  /// Creates an item.
  init(_ value: String, at location: SourceLocation? = nil) {
    self.value = value
    self.location = location
  }

  /// Whether SceneDiff's built-in table supplied it.
  var isBuiltIn: Bool { location == nil }
}

/// A `<style>`: its items and its parent.
struct Style: Sendable, Hashable {
  /// The name (`MaterialAnimations.Icon.Big`, `TextAppearance.Material.Title`).
  var name: String
  /// Whether it is a framework style (`@android:style/…`).
  var isFramework: Bool
  /// The parent, `nil` at the top.
  ///
  /// The `parent` attribute, or for a dotted name without one, the name up to the last dot
  /// (`A.B.C` → `A.B`).
  var parent: StyleName?
  /// The items by attribute.
  var items: [AttributeKey: ResourceItem]
  /// Where the `<style>` element is, `nil` for built-in styles.
  var location: SourceLocation?

  /// Creates a style.
  init(
    name: String,
    isFramework: Bool = false,
    parent: StyleName? = nil,
    items: [AttributeKey: ResourceItem] = [:],
    location: SourceLocation? = nil
  ) {
    self.name = name
    self.isFramework = isFramework
    self.parent = parent
    self.items = items
    self.location = location
  }
}

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

/// What SceneDiff knows about a drawable: the parts that change layout, and a colour for
/// previews.
struct DrawableInfo: Sendable, Hashable {
  /// `getIntrinsicWidth()` in px, −1 when the drawable has none (colours, shapes without
  /// `<size>`, ripples).
  var intrinsicWidth = -1
  /// `getIntrinsicHeight()` in px, −1 when none.
  var intrinsicHeight = -1
  /// `getPadding()` when the drawable has padding (nine-patches, insets, shapes with
  /// `<padding>`), else `nil`.
  var padding: Insets?
  /// A solid colour (`0xAARRGGBB`) when the drawable is one, for previews.
  var color: UInt32?
  /// Whether the file was not found and SceneDiff used its documented default size.
  var isPlaceholder = false

  /// A drawable with no intrinsic size, no padding and no colour.
  init(
    intrinsicWidth: Int = -1,
    intrinsicHeight: Int = -1,
    padding: Insets? = nil,
    color: UInt32? = nil,
    isPlaceholder: Bool = false
  ) {
    self.intrinsicWidth = intrinsicWidth
    self.intrinsicHeight = intrinsicHeight
    self.padding = padding
    self.color = color
    self.isPlaceholder = isPlaceholder
  }
}
