import Foundation

/// Colours as Android holds them: one 32-bit ARGB integer `0xAARRGGBB`.
///
/// Plans carry a colour as that integer in a `Double` (0 … 4 294 967 295), which is exact.
package enum ARGBColor {
  /// Parses `#RGB`, `#ARGB`, `#RRGGBB` or `#AARRGGBB`, the forms Android's resources accept.
  ///
  /// Hexadecimal digits may be in either case; a missing alpha is opaque (`FF`), and a single
  /// digit `d` stands for `dd`. Anything else (a name, a reference) is `nil`.
  package static func parse(_ text: String) -> UInt32? {
    guard text.hasPrefix("#") else { return nil }
    let digits = Array(text.utf8.dropFirst())
    guard [3, 4, 6, 8].contains(digits.count),
      digits.allSatisfy({ ($0 >= 48 && $0 <= 57) || ((97...102).contains($0 | 0x20)) }),
      var value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16)
    else { return nil }
    if digits.count <= 4 {
      // Widen each nibble to a byte: 0xF0A → 0xFF00AA.
      var wide: UInt32 = 0
      for i in stride(from: digits.count - 1, through: 0, by: -1) {
        let nibble = (value >> UInt32(4 * i)) & 0xF
        wide = wide << 8 | nibble << 4 | nibble
      }
      value = wide
    }
    if digits.count == 3 || digits.count == 6 { value |= 0xFF00_0000 }
    return value
  }

  /// Android's `ArgbEvaluator` (API 26+, reference §11.3).
  ///
  /// The RGB channels are converted to linear light with `c^2.2`, interpolated, converted back
  /// with `c^(1/2.2)`; alpha is interpolated directly; each channel is then scaled to 0…255 and
  /// rounded (`Math.round`, clamped to 0…255). Channel arithmetic is in `Float`, the powers in
  /// `Double`, as in Java.
  static func evaluate(from start: UInt32, to end: UInt32, fraction f: Float) -> UInt32 {
    func channel(_ color: UInt32, _ shift: UInt32) -> Float {
      Float((color >> shift) & 0xFF) / 255
    }
    func linear(_ c: Float) -> Float { Float(pow(Double(c), 2.2)) }
    let a = channel(start, 24) + f * (channel(end, 24) - channel(start, 24))
    var rgb: [UInt32] = []
    for shift: UInt32 in [16, 8, 0] {
      let s = linear(channel(start, shift))
      let e = linear(channel(end, shift))
      let c = Float(pow(Double(s + f * (e - s)), 1.0 / 2.2)) * 255
      rgb.append(javaRound(c))
    }
    return javaRound(a * 255) << 24 | rgb[0] << 16 | rgb[1] << 8 | rgb[2]
  }

  /// Java `Math.round(float)` for a channel: ties towards +∞, clamped to 0…255.
  private static func javaRound(_ value: Float) -> UInt32 {
    UInt32(min(max((value + 0.5).rounded(.down), 0), 255))
  }
}
