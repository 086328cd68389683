import SceneDiffCore

/// ``/SceneDiffCore/DecimalNumber`` over bytes: the same grammar, the same values, without a
/// `String` for the common case.
enum SceneNumber {
  /// Parses `bytes` exactly as `DecimalNumber.parse` parses the same text.
  ///
  /// A number of at most 19 digits whose digits, read as a whole number, are at most 2^53 and
  /// whose power of ten (its exponent minus its digits after the point) is from −22 to 22 is
  /// converted directly (``exactValue(_:)``); anything else goes through
  /// `DecimalNumber.parse`, whose `String` is stored inline (no allocation) up to 15 bytes.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    if let value = exactValue(bytes) { return value }
    return DecimalNumber.parse(String(decoding: bytes, as: UTF8.self))
  }

  /// The value of a number whose digits and power of ten are both exact doubles, or `nil`.
  ///
  /// With its digits `m` (as a whole number, at most 2^53) and its power of ten `k` (from −22
  /// to 22), `m × 10^k` or `m ÷ 10^−k` is one correctly rounded operation on exact operands,
  /// which is the correctly rounded value `Double(String)` gives (Clinger's fast path). `nil`
  /// for anything else, including text outside the grammar.
  static func exactValue(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    var index = 0
    let count = bytes.count
    var negative = false
    if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      negative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    var mantissa: UInt64 = 0
    var digits = 0
    var fractionDigits = 0
    while index < count, let digit = digit(bytes[index]) {
      mantissa = mantissa &* 10 &+ digit
      digits += 1
      index += 1
    }
    if index == count {
      // A whole number (the usual frame value): its power of ten is 0, and `m × 10^0` is `m`.
      guard digits > 0, digits <= 19, mantissa <= 1 << 53 else { return nil }
      let magnitude = Double(mantissa)
      return negative ? -magnitude : magnitude
    }
    if index < count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      while index < count, let digit = digit(bytes[index]) {
        mantissa = mantissa &* 10 &+ digit
        digits += 1
        fractionDigits += 1
        index += 1
      }
    }
    guard digits > 0, digits <= 19, mantissa <= 1 << 53 else { return nil }
    var exponent = 0
    if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      guard let written = self.exponent(bytes, from: index + 1) else { return nil }
      exponent = written.value
      index = written.end
    }
    let power = exponent - fractionDigits
    guard index == count, power >= -22, power <= 22 else { return nil }
    let magnitude = Double(mantissa)
    let value = power < 0 ? magnitude / powersOfTen[-power] : magnitude * powersOfTen[power]
    return negative ? -value : value
  }

  /// An exponent's optional sign and one to four digits from `start`, and where it ends;
  /// `nil` without digits (a longer exponent ends after four digits, so the caller gives up).
  private static func exponent(
    _ bytes: UnsafeBufferPointer<UInt8>,
    from start: Int
  ) -> (value: Int, end: Int)? {
    var index = start
    var negative = false
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      negative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    let digitsStart = index
    var value = 0
    while index < bytes.count, index - digitsStart < 4, let digit = digit(bytes[index]) {
      value = value * 10 + Int(digit)
      index += 1
    }
    guard index > digitsStart else { return nil }
    return (negative ? -value : value, index)
  }

  /// The value of an ASCII decimal digit, or `nil`.
  private static func digit(_ byte: UInt8) -> UInt64? {
    let value = byte &- UInt8(ascii: "0")
    return value < 10 ? UInt64(value) : nil
  }

  /// 10^0 … 10^22, each exactly representable as a `Double`.
  private static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]
}
