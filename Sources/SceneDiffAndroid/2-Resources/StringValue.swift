import SceneDiffCore
import SceneDiffXML

/// aapt's rules for string values: runs of whitespace collapse to one space and the ends are
/// trimmed, except inside double quotes; the quotes themselves are removed; `\n`, `\t`, `\'`,
/// `\"`, `\\`, `\@`, `\?` and `\uXXXX` are escapes.
enum StringValue {
  /// The string a `<string>` element's text compiles to.
  static func compile(_ text: String) -> String {
    if let compiled = compileASCII(text) { return compiled }
    return compileCharacters(text)
  }

  /// ``compile(_:)`` by `Character`, for any text.
  private static func compileCharacters(_ text: String) -> String {
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

  /// ``compile(_:)`` by bytes, for ASCII text without a carriage return; `nil` for other text.
  ///
  /// Nearly every string is such text, and there every `Character` is one byte (only CR LF
  /// makes one of two ASCII bytes), so reading bytes is reading characters.
  private static func compileASCII(_ text: String) -> String? {
    let bytes = Array(text.utf8)
    guard bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return nil }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var inQuotes = false
    var pendingSpace = false
    var index = 0
    func flushSpace() {
      if pendingSpace && !result.isEmpty { result.append(UInt8(ascii: " ")) }
      pendingSpace = false
    }
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        inQuotes.toggle()
      case UInt8(ascii: "\\") where index < bytes.count:
        flushSpace()
        index = escape(bytes, at: index, into: &result)
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"):
        if inQuotes { result.append(byte) } else { pendingSpace = true }
      default:
        flushSpace()
        result.append(byte)
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Appends what the escape whose letter is at `index` of ASCII `bytes` stands for (`n`, `t`,
  /// `uXXXX`, or the letter itself) to `result`; the index after it.
  private static func escape(_ bytes: [UInt8], at index: Int, into result: inout [UInt8]) -> Int {
    let escaped = bytes[index]
    switch escaped {
    case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
    case UInt8(ascii: "t"): result.append(UInt8(ascii: "\t"))
    case UInt8(ascii: "u"):
      let digits = bytes[(index + 1)..<min(index + 5, bytes.count)]
      if digits.count == 4,
        let code = UInt32(String(decoding: digits, as: UTF8.self), radix: 16),
        let scalar = Unicode.Scalar(code)
      {
        UTF8.encode(scalar) { result.append($0) }
        return index + 5
      }
      result.append(escaped)
    default: result.append(escaped)
    }
    return index + 1
  }
}
