/// ``ResourceReference/init(_:)`` on the UTF-8 bytes of an ASCII text, without making
/// `Substring`s or `Character`s.
///
/// In ASCII text every byte is a character (CR LF aside: neither byte is `@`, `+`, `/`, `:` or
/// a name's character, so the pair is never split where the `Character` reading would keep it
/// whole), so reading the bytes gives what the `Character` reading gives: the text starts with
/// `@`, an optional `+` follows, the type runs to the first `/` (with a package before its
/// first `:`), and the name after it is a non-empty run of letters, digits, `_` and `.`.
enum ASCIIReference {
  /// What the bytes say.
  enum Parsed {
    /// A reference with its package (`nil` without one), type and name.
    case reference(package: String?, type: String, name: String)
    /// ASCII text that is no reference.
    case notReference
    /// A byte of 0x80 or more: the text must be read by `Character`.
    case notASCII
  }

  /// Parses `@[+][package:]type/name` from `bytes`.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Parsed {
    for byte in bytes where byte >= 0x80 { return .notASCII }
    guard bytes.first == UInt8(ascii: "@") else { return .notReference }
    var start = 1
    if start < bytes.count, bytes[start] == UInt8(ascii: "+") { start += 1 }
    guard let slash = bytes[start...].firstIndex(of: UInt8(ascii: "/")) else {
      return .notReference
    }
    var typeStart = start
    var package: String?
    if let colon = bytes[start..<slash].firstIndex(of: UInt8(ascii: ":")) {
      package = string(bytes, start..<colon)
      typeStart = colon + 1
    }
    let nameRange = (slash + 1)..<bytes.count
    guard typeStart < slash, !nameRange.isEmpty,
      bytes[nameRange].allSatisfy(isNameByte)
    else { return .notReference }
    return .reference(
      package: package,
      type: string(bytes, typeStart..<slash),
      name: string(bytes, nameRange)
    )
  }

  /// Whether `byte` is a letter, a digit, `_` or `.`.
  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."):
      true
    default: false
    }
  }

  /// The text of `range` of `bytes`.
  private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }
}
