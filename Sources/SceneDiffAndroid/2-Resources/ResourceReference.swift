import SceneDiffCore

/// An Android resource reference such as `@integer/duration`, `@android:interpolator/linear` or
/// `@+id/card`.
package struct ResourceReference: Sendable, Hashable, CustomStringConvertible {
  /// `android` for framework resources, `nil` for the app's own.
  package var package: String?
  /// The resource type (`integer`, `interpolator`, `anim`, `id`, `layout`, `transition`).
  package var type: String
  /// The resource name.
  package var name: String

  /// Parses `@[+][package:]type/name`; `nil` if `text` is not a reference.
  package init?(_ text: String) {
    // Nearly every text is ASCII and stored as UTF-8: read in place, byte by byte.
    let fast = text.utf8.withContiguousStorageIfAvailable { ASCIIReference.parse($0) }
    switch fast {
    case .reference(let package, let type, let name)?:
      self.init(package: package, type: type, name: name)
    case .notReference?:
      return nil
    case .notASCII?, nil:
      self.init(characters: text)
    }
  }

  /// A reference with these parts.
  private init(package: String?, type: String, name: String) {
    self.package = package
    self.type = type
    self.name = name
  }

  /// ``init(_:)`` for any text, by `Character` where the text is not ASCII.
  private init?(characters text: String) {
    guard text.hasPrefix("@") else { return nil }
    var body = text.dropFirst()
    if body.hasPrefix("+") { body = body.dropFirst() }
    // ASCII text (nearly all) is searched byte by byte; other text by `Character`, where a
    // separator followed by a combining mark is no separator.
    let isASCII = body.utf8.allSatisfy { $0 < 0x80 }
    guard
      let slash = isASCII
        ? body.utf8.firstIndex(of: UInt8(ascii: "/")) : body.firstIndex(of: "/")
    else { return nil }
    var type = body[..<slash]
    let name = body[body.utf8.index(after: slash)...]
    var package: String?
    if let colon = isASCII
      ? type.utf8.firstIndex(of: UInt8(ascii: ":")) : type.firstIndex(of: ":")
    {
      package = String(type[..<colon])
      type = type[type.utf8.index(after: colon)...]
    }
    guard !type.isEmpty, !name.isEmpty,
      Self.isValidName(name)
    else { return nil }
    self.package = package
    self.type = String(type)
    self.name = String(name)
  }

  /// Whether every character of `name` is a letter, a number, `_` or `.`; ASCII names (nearly
  /// all) are checked byte by byte, others by `Character` properties.
  private static func isValidName(_ name: Substring) -> Bool {
    var isASCII = true
    for byte in name.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."):
        continue
      case 0x80...:
        isASCII = false
      default:
        return false
      }
    }
    return isASCII || name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
  }

  /// The reference as written canonically (`@android:integer/x`).
  package var description: String { "@" + (package.map { "\($0):" } ?? "") + "\(type)/\(name)" }
}
