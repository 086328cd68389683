/// Writes a ``SyntheticScene`` as a native scene file (design §2).
enum SceneXMLWriter {
  /// The file's bytes: an XML declaration, `<scene>`, and nested `<view>` elements indented two
  /// spaces per level; views without children are written as empty elements.
  ///
  /// - Parameter scene: The scene to write.
  /// - Returns: UTF-8 bytes.
  static func write(_ scene: SyntheticScene) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(64 + scene.views.count * 110)
    out.append(contentsOf: #"<?xml version="1.0" encoding="UTF-8"?>"#.utf8)
    out.append(newline)
    out.append(contentsOf: "<scene".utf8)
    attribute("name", scene.name, to: &out)
    attribute("width", format(scene.width), to: &out)
    attribute("height", format(scene.height), to: &out)
    out.append(contentsOf: ">\n".utf8)
    var open = 0
    for (i, view) in scene.views.enumerated() {
      while open > view.depth {
        open -= 1
        close(depth: open, to: &out)
      }
      indent(view.depth, to: &out)
      out.append(contentsOf: "<view".utf8)
      if let id = view.id { attribute("id", id, to: &out) }
      if let name = view.transitionName { attribute("transitionName", name, to: &out) }
      if let className = view.className { attribute("class", className, to: &out) }
      attribute("x", format(view.x), to: &out)
      attribute("y", format(view.y), to: &out)
      attribute("width", format(view.width), to: &out)
      attribute("height", format(view.height), to: &out)
      if let alpha = view.alpha { attribute("alpha", format(alpha), to: &out) }
      if let visibility = view.visibility { attribute("visibility", visibility, to: &out) }
      if let text = view.text { attribute("text", text, to: &out) }
      let hasChildren = i + 1 < scene.views.count && scene.views[i + 1].depth > view.depth
      if hasChildren {
        out.append(contentsOf: ">\n".utf8)
        open = view.depth + 1
      } else {
        out.append(contentsOf: "/>\n".utf8)
      }
    }
    while open > 0 {
      open -= 1
      close(depth: open, to: &out)
    }
    out.append(contentsOf: "</scene>\n".utf8)
    return out
  }

  /// `\n` as a byte.
  private static let newline = UInt8(ascii: "\n")

  /// Appends ` name="value"`; values here never need escaping.
  private static func attribute(_ name: String, _ value: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: " "))
    out.append(contentsOf: name.utf8)
    out.append(contentsOf: "=\"".utf8)
    out.append(contentsOf: value.utf8)
    out.append(UInt8(ascii: "\""))
  }

  /// Appends the closing tag of the view at `depth`.
  private static func close(depth: Int, to out: inout [UInt8]) {
    indent(depth, to: &out)
    out.append(contentsOf: "</view>\n".utf8)
  }

  /// Appends the indentation of a view at `depth` (the root view is one level in).
  private static func indent(_ depth: Int, to out: inout [UInt8]) {
    out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * (depth + 1)))
  }

  /// A number as scene files write it: whole numbers without a fraction.
  private static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return value.description
  }
}
