import SceneDiffCore
import SceneDiffXML

/// Reads the elements of a `values*/` file (`<dimen>`, `<string>`, `<style>`, `<item type=…>`)
/// into resource items and styles, as aapt compiles them.
enum ValuesFileReader {
  /// The element names that define one value of their own type.
  static let valueTypes: Set<String> = [
    "dimen", "integer", "string", "color", "bool", "fraction", "drawable",
  ]

  /// The values `element` defines.
  ///
  /// `<dimen name="x">16dp</dimen>` → `dimen/x`, `<item name="x" type="dimen">` → `dimen/x`.
  /// Arrays, plurals, attrs and styles give none.
  static func items(_ element: LocatedElement) -> [(ResourceRepository.Key, ResourceItem)] {
    guard let name = element.attribute("name")?.value, !name.isEmpty else { return [] }
    let type: String
    if element.name == "item" {
      guard let itemType = element.attribute("type")?.value else { return [] }
      type = itemType
    } else if valueTypes.contains(element.name) {
      type = element.name
    } else {
      return []
    }
    let location = element.textLocation ?? element.location
    let text = type == "string" ? StringValue.compile(element.text) : trimmed(element.text)
    return [(ResourceRepository.Key(type: type, name: name), ResourceItem(text, at: location))]
  }

  /// The style `element` defines, if it is a `<style>`.
  ///
  /// Its parent is the `parent` attribute (`@style/X`, `@android:style/X`, `android:X` or a
  /// bare name; empty means none), or for a dotted name without one, the name up to the
  /// last dot.
  static func style(_ element: LocatedElement) -> Style? {
    guard element.name == "style", let name = element.attribute("name")?.value, !name.isEmpty
    else { return nil }
    var parent: StyleName?
    if let written = element.attribute("parent")?.value {
      parent = styleName(written)
    } else if let dot = name.lastIndex(of: ".") {
      parent = StyleName(String(name[..<dot]))
    }
    var items: [AttributeKey: ResourceItem] = [:]
    for child in element.children where child.name == "item" {
      guard let itemName = child.attribute("name")?.value, !itemName.isEmpty else { continue }
      items[AttributeKey(styleItem: itemName)] = ResourceItem(
        trimmed(child.text),
        at: child.textLocation ?? child.location
      )
    }
    return Style(
      name: name,
      isFramework: false,
      parent: parent,
      items: items,
      location: element.location
    )
  }

  /// A `parent` value as a style name: `@style/X`, `@android:style/X`, `android:X`, `X`;
  /// `nil` for an empty parent.
  static func styleName(_ text: String) -> StyleName? {
    var body = trimmed(text)
    guard !body.isEmpty else { return nil }
    var isFramework = false
    if body.hasPrefix("@") || body.hasPrefix("?") { body.removeFirst() }
    if body.hasPrefix("android:") {
      isFramework = true
      body.removeFirst("android:".count)
    }
    if body.hasPrefix("style/") { body.removeFirst("style/".count) }
    return body.isEmpty ? nil : StyleName(body, isFramework: isFramework)
  }

  /// The text without leading and trailing XML whitespace.
  static func trimmed(_ text: String) -> String {
    // Nearly every value starts and ends with no space: no `Character` needs to be made.
    let isSpace = { (byte: UInt8?) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    if !isSpace(text.utf8.first), !isSpace(text.utf8.last) { return text }
    let space: Set<Character> = [" ", "\t", "\n", "\r"]
    var body = Substring(text)
    while let first = body.first, space.contains(first) { body.removeFirst() }
    while let last = body.last, space.contains(last) { body.removeLast() }
    return String(body)
  }
}

extension ResourceRepository {
  /// What `check` reports for a resource file: for a values file, elements without a name;
  /// drawables only need to be well-formed XML.
  package static func check(_ root: LocatedElement) -> [Diagnostic] {
    guard root.name == "resources" else { return [] }
    return root.children.compactMap { element in
      let named =
        ValuesFileReader.valueTypes.contains(element.name)
        || [
          "style", "item", "attr", "declare-styleable", "string-array", "integer-array",
          "array", "plurals",
        ].contains(element.name)
      guard named, (element.attribute("name")?.value ?? "").isEmpty else { return nil }
      return Diagnostic(
        .error,
        at: element.location,
        code: "missing-attribute",
        "<\(element.name)> needs a 'name' attribute"
      )
    }
  }
}
