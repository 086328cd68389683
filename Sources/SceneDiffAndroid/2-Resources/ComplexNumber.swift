import SceneDiffCore

/// `TypedValue`'s complex number format: how aapt stores a dimension or fraction.
///
/// A value is kept as a 24-bit signed mantissa and a radix (23p0, 16p7, 8p15 or 0p23 bits
/// before/after the point), chosen by `ResTable::stringToFloat`; `complexToFloat` multiplies
/// it back out.
enum ComplexNumber {
  /// The value `TypedValue.complexToFloat` returns after aapt stored `value`.
  static func roundTrip(_ value: Float) -> Float {
    guard value.isFinite else { return value }
    let negative = value < 0
    let magnitude = negative ? -value : value
    // aapt: `uint64_t bits = (uint64_t)(f*(1<<23)+.5);` (float product, double sum).
    let scaled = Double(magnitude * Float(1 << 23)) + 0.5
    guard scaled < 1.8e19 else { return value }
    let bits = UInt64(scaled)
    let radix: Int
    let shift: UInt64
    if bits & 0x7f_ffff == 0 {
      (radix, shift) = (0, 23)  // 23p0: no fraction
    } else if bits & 0xffff_ffff_ff80_0000 == 0 {
      (radix, shift) = (3, 0)  // 0p23
    } else if bits & 0xffff_ffff_8000_0000 == 0 {
      (radix, shift) = (2, 8)  // 8p15
    } else if bits & 0xffff_ff80_0000_0000 == 0 {
      (radix, shift) = (1, 16)  // 16p7
    } else {
      (radix, shift) = (0, 23)
    }
    var mantissa = Int32(truncatingIfNeeded: (bits >> shift) & 0xff_ffff)
    if negative { mantissa = (-mantissa) & 0xff_ffff }
    // complexToFloat: (complex & (MANTISSA_MASK << 8)) as a signed int, times the radix factor.
    let stored = Int32(bitPattern: UInt32(bitPattern: mantissa) << 8)
    let multipliers: [Float] = [
      1 / Float(256), 1 / Float(1 << 7) / 256, 1 / Float(1 << 15) / 256,
      1 / Float(1 << 23) / 256,
    ]
    return Float(stored) * multipliers[radix]
  }
}
