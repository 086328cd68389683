import SceneDiffCore

/// Escaping for text placed in HTML, XML (SVG) and inline scripts.
enum HTMLEscaping {
  /// Text content or a double-quoted attribute value: `&`, `<`, `>`, `"` and `'` become
  /// entities, and control characters other than tab and newline are dropped (XML 1.0 forbids
  /// them).
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\t", "\n": out.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
          || scalar.value == 0xFFFE || scalar.value == 0xFFFF
        {
          continue
        }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// JSON text made safe inside `<script>…</script>`, still the same JSON value.
  ///
  /// Every `<`, `>` and `&` becomes a `\u` escape (so neither `</script>` nor `<!--` can end
  /// or change the script), and U+2028/U+2029 are escaped for older JavaScript parsers.
  static func scriptSafeJSON(_ json: String) -> String {
    var out = ""
    out.reserveCapacity(json.utf8.count)
    for scalar in json.unicodeScalars {
      switch scalar {
      case "<": out += "\\u003c"
      case ">": out += "\\u003e"
      case "&": out += "\\u0026"
      case "\u{2028}": out += "\\u2028"
      case "\u{2029}": out += "\\u2029"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
