import SceneDiffCore

/// A built-in style written compactly: a name, a parent and `attribute: value` items.
struct BuiltInStyleDefinition: Sendable {
  /// The style's name.
  var name: String
  /// The parent as `parent` attributes write it (`android:Theme.Material.Light`), or `nil`
  /// for the dotted-name parent.
  var parent: String?
  /// Items, keys as style items write them (`android:minHeight`, `contentInsetStart`).
  var items: [(String, String)]

  /// Creates a definition.
  init(_ name: String, parent: String? = nil, _ items: [(String, String)] = []) {
    self.name = name
    self.parent = parent
    self.items = items
  }

  /// The style it defines.
  func style(isFramework: Bool) -> Style {
    var parentName: StyleName?
    if let parent {
      parentName = parent.isEmpty ? nil : ValuesFileReader.styleName(parent)
    } else if let dot = name.lastIndex(of: ".") {
      parentName = StyleName(String(name[..<dot]), isFramework: isFramework)
    }
    var table: [AttributeKey: ResourceItem] = [:]
    for (key, value) in items { table[AttributeKey(styleItem: key)] = ResourceItem(value) }
    return Style(name: name, isFramework: isFramework, parent: parentName, items: table)
  }
}
