import SceneDiffCore

/// A dimension value as an Android resource holds it: a number and a unit (`16dp`, `0px`, `14sp`).
///
/// aapt stores every dimension in `TypedValue`'s complex format, a 24-bit fixed-point mantissa
/// with one of four radixes, so `1.33dp` is read back as the nearest value that format can hold.
/// ``value`` is that stored value; the conversions to pixels are `TypedValue`'s, in 32-bit
/// `float` arithmetic (reference `android-layout.md` §1).
struct Dimension: Sendable, Hashable, CustomStringConvertible {
  /// The units `TypedValue` knows.
  enum Unit: String, Sendable, Hashable, CaseIterable {
    /// Device pixels.
    case px
    /// Density-independent pixels (`dip` is read as `dp`).
    case dp
    /// Scaled pixels (text); the font scale is 1.
    case sp
    /// Points, 1/72 inch.
    case pt
    /// Inches.
    case `in`
    /// Millimetres.
    case mm
  }

  /// The number as the complex format stores it.
  var value: Float
  /// The unit.
  var unit: Unit

  /// A dimension of `value` (rounded through the complex format) in `unit`.
  init(_ value: Float, _ unit: Unit) {
    self.value = ComplexNumber.roundTrip(value)
    self.unit = unit
  }

  /// Parses a dimension literal as aapt does.
  ///
  /// Optional leading spaces, a number `strtof` accepts (decimal only, no `nan`, `inf` or
  /// hexadecimal), then a unit, then optional spaces. `nil` when `text` is not a dimension (a
  /// bare number has no unit and is not one) or when its magnitude is ``largestMagnitude`` or
  /// more: aapt would silently wrap such a value, so SceneDiff refuses it.
  init?(parsing text: String) {
    guard let (value, unit) = Self.components(text), abs(value) < Self.largestMagnitude else {
      return nil
    }
    self.init(Float(value), unit)
  }

  /// The bound on a dimension's magnitude: the complex format's 24-bit signed mantissa holds
  /// whole numbers below 2²³.
  static let largestMagnitude: Double = 8_388_608

  /// Whether `text` is a well-formed dimension whose magnitude is too large to store.
  static func isOutOfRange(_ text: String) -> Bool {
    guard let (value, _) = components(text) else { return false }
    return abs(value) >= largestMagnitude
  }

  /// What a diagnostic for the rejected `text` says was expected: `usual`, or the range when
  /// `text` is a dimension too large to store.
  static func expectation(for text: String, _ usual: String) -> String {
    isOutOfRange(text)
      ? "a dimension below 8388608 in magnitude (larger values do not fit Android's resource "
        + "format)"
      : usual
  }

  /// `text`'s number and unit, whatever the number's size.
  private static func components(_ text: String) -> (Double, Unit)? {
    if text.isAllASCII { return asciiComponents(text) }
    var body = Substring(text)
    while let first = body.first, first.isWhitespace { body.removeFirst() }
    while let last = body.last, last.isWhitespace { body.removeLast() }
    for (name, unit) in unitNames where body.hasSuffix(name) {
      var number = body.dropLast(name.count)
      if number.hasPrefix("+") { number = number.dropFirst() }
      guard let value = DecimalNumber.parse(String(number)), value.isFinite else { return nil }
      return (value, unit)
    }
    return nil
  }

  /// ``components(_:)`` of an ASCII text (nearly all), on its bytes: the same trimming
  /// (`Character.isWhitespace` is bytes 9–13 and 32 in ASCII), suffix, sign and number, where
  /// `Substring.hasSuffix` compared `Character`s through the generic `starts(with:)`.
  private static func asciiComponents(_ text: String) -> (Double, Unit)? {
    if let parsed = text.utf8.withContiguousStorageIfAvailable(components(ofBytes:)) {
      return parsed
    }
    // A string without contiguous UTF-8 (bridged): its bytes copied once.
    return Array(text.utf8).withUnsafeBufferPointer(components(ofBytes:))
  }

  /// ``asciiComponents(_:)`` on the text's bytes in place: trimming, suffix, sign and number,
  /// by offsets.
  private static func components(ofBytes bytes: UnsafeBufferPointer<UInt8>) -> (Double, Unit)? {
    let isSpace = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) }
    var start = 0
    var end = bytes.count
    while start < end, isSpace(bytes[start]) { start += 1 }
    while start < end, isSpace(bytes[end - 1]) { end -= 1 }
    for (name, unit) in unitBytes where end - start >= name.count {
      let numberEnd = end - name.count
      guard bytes[numberEnd..<end].elementsEqual(name) else { continue }
      var numberStart = start
      if numberStart < numberEnd, bytes[numberStart] == UInt8(ascii: "+") { numberStart += 1 }
      if let value = plainDecimal(UnsafeBufferPointer(rebasing: bytes[numberStart..<numberEnd])) {
        return (value, unit)
      }
      let number = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[numberStart..<numberEnd]),
        as: UTF8.self
      )
      guard let value = DecimalNumber.parse(number), value.isFinite else { return nil }
      return (value, unit)
    }
    return nil
  }

  /// `DecimalNumber.parse` of a plain decimal (an optional `-`, digits, an optional point and
  /// digits; at least one digit and at most 15 in all), without making a string; `nil` for any
  /// other text, which is left to `DecimalNumber.parse`.
  ///
  /// The digits read as a whole number (below 10¹⁵ < 2⁵³) and the power of ten of the
  /// fraction's length (at most 10¹⁵) are both exact in a `Double`, so their quotient is
  /// rounded once, to the nearest `Double`: what `strtod` gives for the text (Clinger's fast
  /// path). `-0` is `-0.0`, as `strtod` reads it.
  static func plainDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    var index = 0
    let isNegative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
    if isNegative { index += 1 }
    var whole = 0
    var digits = 0
    var fractionDigits = 0
    var sawPoint = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "."), !sawPoint {
        sawPoint = true
      } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        // Past 15 digits the text is the full parser's, before `whole` could overflow.
        guard digits < 15 else { return nil }
        whole = whole * 10 + Int(byte - UInt8(ascii: "0"))
        digits += 1
        if sawPoint { fractionDigits += 1 }
      } else {
        return nil
      }
      index += 1
    }
    guard digits > 0 else { return nil }
    let magnitude = Double(whole) / powersOfTen[fractionDigits]
    return isNegative ? -magnitude : magnitude
  }

  /// 10⁰ … 10¹⁵, each exact in a `Double`.
  private static let powersOfTen: [Double] = (0...15).map { exponent in
    (0..<exponent).reduce(1) { power, _ in power * 10 }
  }

  /// Unit suffixes as aapt spells them, longest first where one ends another.
  private static let unitNames: [(String, Unit)] = [
    ("dip", .dp), ("dp", .dp), ("px", .px), ("sp", .sp), ("pt", .pt), ("in", .in), ("mm", .mm),
  ]

  /// ``unitNames`` as bytes.
  private static let unitBytes: [([UInt8], Unit)] = unitNames.map { (Array($0.0.utf8), $0.1) }

  /// `TypedValue.applyDimension`: the unrounded pixels, computed in `float`.
  func pixels(on device: Device) -> Float {
    switch unit {
    case .px: value
    case .dp, .sp: value * device.densityFloat
    case .pt: value * device.xdpi * (1 / Float(72))
    case .in: value * device.xdpi
    case .mm: value * device.xdpi * (1 / Float(25.4))
    }
  }

  /// `getDimensionPixelSize` (and `getLayoutDimension`): round half away from zero; a non-zero
  /// value never becomes 0 (it becomes 1 or −1).
  func pixelSize(on device: Device) -> Int {
    let f = pixels(on: device)
    let rounded = Int(javaCast: f >= 0 ? f + 0.5 : f - 0.5)
    if rounded != 0 || value == 0 { return rounded }
    return value > 0 ? 1 : -1
  }

  /// `getDimensionPixelOffset`: truncate toward zero.
  func pixelOffset(on device: Device) -> Int {
    Int(javaCast: pixels(on: device))
  }

  /// The value as written canonically (`16dp`).
  var description: String { "\(JSONValue.format(Double(value)))\(unit.rawValue)" }
}
