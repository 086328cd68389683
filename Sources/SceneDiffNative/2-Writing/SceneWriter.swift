import SceneDiffCore

/// Writes a scene in the native scene format (design §2), so that what `LayoutFile` lays
/// out can be saved, read, diffed and loaded again with ``NativeSceneFile``.
///
/// Attributes are written only when they differ from the format's defaults, in a fixed
/// order; numbers use the plan JSON's formatting; text is escaped for XML attributes.
public enum SceneWriter {
  /// The scene as a native scene document.
  public static func document(_ scene: SceneTree) -> String {
    var attributes: [(String, String)] = []
    if let name = scene.name { attributes.append(("name", name)) }
    attributes += [
      ("width", JSONValue.format(scene.width)), ("height", JSONValue.format(scene.height)),
      ("units", scene.units),
    ]
    if let density = scene.density { attributes.append(("density", JSONValue.format(density))) }
    if let device = scene.device { attributes.append(("device", device.description)) }
    if scene.isRightToLeft { attributes.append(("layoutDirection", "rtl")) }
    var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
    if let file = scene.file {
      out += "<!-- Laid out by scenediff from \(comment(file)) -->\n"
    }
    out += "<scene" + render(attributes) + (scene.views.isEmpty ? "/>\n" : ">\n")
    for view in scene.views { write(view, depth: 1, into: &out) }
    if !scene.views.isEmpty { out += "</scene>\n" }
    return out
  }

  private static func write(_ view: ViewNode, depth: Int, into out: inout String) {
    var attributes: [(String, String)] = []
    if let id = view.id { attributes.append(("id", id)) }
    if let name = view.transitionName { attributes.append(("transitionName", name)) }
    attributes.append(("class", view.className))
    for (name, value) in [
      ("x", view.x), ("y", view.y), ("width", view.width), ("height", view.height),
    ] {
      attributes.append((name, JSONValue.format(value)))
    }
    let t = view.transform
    for (name, value, fallback) in [
      ("translationX", t.translationX, 0.0), ("translationY", t.translationY, 0),
      ("translationZ", t.translationZ, 0), ("elevation", t.elevation, 0),
      ("scaleX", t.scaleX, 1), ("scaleY", t.scaleY, 1), ("rotation", t.rotation, 0),
      ("rotationX", t.rotationX, 0), ("rotationY", t.rotationY, 0),
    ] where value != fallback {
      attributes.append((name, JSONValue.format(value)))
    }
    if let pivot = t.pivotX { attributes.append(("pivotX", JSONValue.format(pivot))) }
    if let pivot = t.pivotY { attributes.append(("pivotY", JSONValue.format(pivot))) }
    if view.alpha != 1 { attributes.append(("alpha", JSONValue.format(view.alpha))) }
    if view.visibility != .visible { attributes.append(("visibility", view.visibility.rawValue)) }
    if let clip = view.clip {
      attributes.append(
        (
          "clip",
          [clip.left, clip.top, clip.right, clip.bottom].map(JSONValue.format).joined(
            separator: " "
          )
        )
      )
    }
    if view.scrollX != 0 { attributes.append(("scrollX", JSONValue.format(view.scrollX))) }
    if view.scrollY != 0 { attributes.append(("scrollY", JSONValue.format(view.scrollY))) }
    if let image = view.image {
      attributes.append(("scaleType", image.scaleType.rawValue))
      if let width = image.drawableWidth {
        attributes.append(("drawableWidth", JSONValue.format(width)))
      }
      if let height = image.drawableHeight {
        attributes.append(("drawableHeight", JSONValue.format(height)))
      }
    }
    if let background = view.style.background { attributes.append(("background", background)) }
    if let text = view.style.text { attributes.append(("text", text)) }
    if let radius = view.style.cornerRadius {
      attributes.append(("cornerRadius", JSONValue.format(radius)))
    }
    if let size = view.style.textSize { attributes.append(("textSize", JSONValue.format(size))) }
    let indent = String(repeating: "  ", count: depth)
    out += indent + "<view" + render(attributes)
    if view.children.isEmpty {
      out += "/>\n"
      return
    }
    out += ">\n"
    for child in view.children { write(child, depth: depth + 1, into: &out) }
    out += indent + "</view>\n"
  }

  private static func render(_ attributes: [(String, String)]) -> String {
    attributes.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
  }

  /// Escapes `&`, `<`, `>`, `"` and control characters (tabs and line breaks survive as
  /// character references, since attribute values normalise raw ones to spaces).
  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\n": out += "&#10;"
      case "\t": out += "&#9;"
      case "\r": out += "&#13;"
      case _ where scalar.value < 0x20: out += "&#xFFFD;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A file name safe inside an XML comment.
  private static func comment(_ text: String) -> String {
    escape(text).replacingOccurrences(of: "--", with: "-&#45;")
  }
}
