import SceneDiffCore

/// The nested HTML elements of an export.
enum WebMarkup {
  /// Every element of a scene as nested `div`s, each view with `id="vN"` and `data-view`.
  static func elements(_ scene: WebScene) -> String {
    var children = [[Int]](repeating: [], count: scene.elements.count)
    var top: [Int] = []
    for (i, element) in scene.elements.enumerated() {
      if let p = element.parent { children[p].append(i) } else { top.append(i) }
    }
    var out = ""
    // Iterative depth-first walk: deep scenes must not exhaust the stack.
    var stack: [(index: Int, closing: Bool, depth: Int)] = top.reversed().map { ($0, false, 1) }
    while let (i, closing, depth) = stack.popLast() {
      let indent = String(repeating: "  ", count: depth)
      let element = scene.elements[i]
      if closing {
        if element.contentStyle != nil { out += "\(indent)</div>\n" }
        out += "\(indent)</div>\n"
        continue
      }
      out += "\(indent)<div class=\"sd-view\" id=\"\(WebScene.elementID(element.node))\""
      out += " data-view=\"\(HTMLEscaping.escape(element.key))\""
      if element.isOverlay { out += " data-overlay=\"\"" }
      out += ">"
      if element.imageStyle != nil { out += "<div class=\"sd-image\"></div>" }
      if let text = element.text {
        out += "<span class=\"sd-text\">\(HTMLEscaping.escape(text))</span>"
      }
      if element.contentStyle != nil {
        out += "\n\(indent)<div class=\"sd-content\">\n"
      }
      stack.append((i, true, depth))
      for child in children[i].reversed() { stack.append((child, false, depth + 1)) }
      if element.contentStyle == nil, children[i].isEmpty {
        _ = stack.popLast()
        out += "</div>\n"
      }
    }
    return out
  }
}
