import SceneDiffCore

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
