import SceneDiffCore

/// ``/SceneDiffCore/DecimalNumber`` over bytes: the same grammar, the same values, without a
/// `String` for the common case.
enum SceneNumber {
  /// Parses `bytes` exactly as `DecimalNumber.parse` parses the same text.
  ///
  /// Whole numbers of up to 15 digits (every value a generated scene writes for a position or
  /// size) are converted directly: such an integer is exactly representable, so the result is
  /// the one `Double(String)` gives. Anything else goes through `DecimalNumber.parse`, whose
  /// `String` is stored inline (no allocation) up to 15 bytes.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    var index = 0
    var negative = false
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      negative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    let digitsStart = index
    var value: Int64 = 0
    while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9")
    {
      value = value &* 10 &+ Int64(bytes[index] &- UInt8(ascii: "0"))
      index += 1
    }
    let digits = index - digitsStart
    if index == bytes.count, digits > 0, digits <= 15 {
      let magnitude = Double(value)
      return negative ? -magnitude : magnitude
    }
    return DecimalNumber.parse(String(decoding: bytes, as: UTF8.self))
  }
}
