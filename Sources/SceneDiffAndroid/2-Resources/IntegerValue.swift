/// Android's integer syntax, for `<integer>` values and integer attributes alike, as aapt2
/// compiles them: `ResourceUtils::TryParseInt` trims the white space around the text, then
/// `ResTable::stringToInt` reads it.
///
/// Decimal digits with an optional `-` (no `+`), within `Int32` (−2147483648…2147483647); or
/// hexadecimal after a lower-case `0x`, never negative, up to `0xffffffff`, kept as its 32 bits
/// (so `0xffffffff` reads as −1, as `TypedArray.getInt` returns it). Leading zeros are allowed
/// (`042` is 42). Anything else is not an integer: `0X42`, `-0x42`, `+42`, `42 42`, `4e2`,
/// `2147483648`, `0x1ffffffff`.
enum IntegerValue {
  /// The integer `text` spells, or `nil` when aapt2 would reject it.
  static func parse(_ text: String) -> Int? {
    let bytes = trimmed(Array(text.utf8))
    var index = 0
    let negative = bytes.first == UInt8(ascii: "-")
    if negative { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else { return nil }
    if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count,
      bytes[index + 1] == UInt8(ascii: "x")
    {
      guard !negative else { return nil }
      return hexadecimal(bytes[(index + 2)...])
    }
    var value: Int64 = 0
    for byte in bytes[index...] {
      guard isDigit(byte) else { return nil }
      value = value * 10 + Int64(byte - UInt8(ascii: "0"))
      if value > (negative ? -Int64(Int32.min) : Int64(Int32.max)) { return nil }
    }
    return Int(negative ? -value : value)
  }

  /// Hexadecimal digits (at least one) up to `0xffffffff`, as the `Int32` with those bits.
  private static func hexadecimal(_ digits: ArraySlice<UInt8>) -> Int? {
    guard !digits.isEmpty else { return nil }
    var value: UInt64 = 0
    for byte in digits {
      guard let digit = hexDigit(byte) else { return nil }
      value = value * 16 + UInt64(digit)
      if value > UInt64(UInt32.max) { return nil }
    }
    return Int(Int32(bitPattern: UInt32(value)))
  }

  /// The value of a hexadecimal digit (either case).
  private static func hexDigit(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// Whether `byte` is an ASCII decimal digit.
  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// `bytes` without the C `isspace` characters (space, tab, line feed, vertical tab, form
  /// feed, carriage return) at either end.
  private static func trimmed(_ bytes: [UInt8]) -> [UInt8] {
    let space: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D]
    guard let first = bytes.firstIndex(where: { !space.contains($0) }),
      let last = bytes.lastIndex(where: { !space.contains($0) })
    else { return [] }
    return Array(bytes[first...last])
  }
}
