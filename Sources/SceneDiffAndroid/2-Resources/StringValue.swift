import SceneDiffCore
import SceneDiffXML

/// aapt's rules for string values: runs of whitespace collapse to one space and the ends are
/// trimmed, except inside double quotes; the quotes themselves are removed; `\n`, `\t`, `\'`,
/// `\"`, `\\`, `\@`, `\?` and `\uXXXX` are escapes.
enum StringValue {
  /// The string a `<string>` element's text compiles to.
  static func compile(_ text: String) -> String {
    var result = ""
    var inQuotes = false
    var pendingSpace = false
    var iterator = Array(text)
    var index = 0
    func flushSpace() {
      if pendingSpace && !result.isEmpty { result.append(" ") }
      pendingSpace = false
    }
    while index < iterator.count {
      let character = iterator[index]
      index += 1
      switch character {
      case "\"":
        inQuotes.toggle()
      case "\\" where index < iterator.count:
        flushSpace()
        let escaped = iterator[index]
        index += 1
        switch escaped {
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "u":
          let digits = iterator[index..<min(index + 4, iterator.count)]
          if digits.count == 4, let code = UInt32(String(digits), radix: 16),
            let scalar = Unicode.Scalar(code)
          {
            result.append(Character(scalar))
            index += 4
          } else {
            result.append("u")
          }
        default: result.append(escaped)
        }
      case " ", "\t", "\n", "\r":
        if inQuotes { result.append(character) } else { pendingSpace = true }
      default:
        flushSpace()
        result.append(character)
      }
    }
    iterator.removeAll()
    return result
  }
}
