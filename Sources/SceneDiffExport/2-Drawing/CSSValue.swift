import Foundation
import SceneDiffCore

/// Numbers, lengths, matrices and colours written as CSS.
enum CSSValue {
  /// A number with at most `decimals` decimals, without trailing zeros (`12`, `0.5`, `-3.25`);
  /// never exponent notation, never `-0`.
  static func number(_ value: Double, decimals: Int = 6) -> String {
    guard value.isFinite else { return "0" }
    var text = String(format: "%.\(decimals)f", value)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    if text == "-0" { text = "0" }
    return text
  }

  /// A length in CSS pixels (`12.5px`).
  static func px(_ value: Double) -> String {
    number(value) + "px"
  }

  /// An Android matrix as a CSS transform function: `matrix(a, b, c, d, e, f)` for an affine
  /// matrix, `matrix3d(…)` when it has perspective.
  ///
  /// Android's row-major `[scaleX, skewX, transX, skewY, scaleY, transY, p0, p1, p2]` maps to
  /// CSS `matrix(scaleX, skewY, skewX, scaleY, transX, transY)`.
  static func transform(_ m: Matrix) -> String {
    let v = m.values
    if v[6] == 0, v[7] == 0, v[8] == 1 {
      let entries = [v[0], v[3], v[1], v[4], v[2], v[5]].map { number($0, decimals: 8) }
      return "matrix(" + entries.joined(separator: ", ") + ")"
    }
    // Column-major 4×4: the x column, the y column, z untouched, the translation column.
    let columns = [v[0], v[3], 0, v[6], v[1], v[4], 0, v[7], 0, 0, 1, 0, v[2], v[5], 0, v[8]]
    return "matrix3d(" + columns.map { number($0, decimals: 8) }.joined(separator: ", ") + ")"
  }

  /// A scene colour as CSS, or `nil` when it is not one SceneDiff understands.
  ///
  /// Android writes alpha first: `#RGB`, `#ARGB`, `#RRGGBB` and `#AARRGGBB` become CSS
  /// `#RGB`, `#RGBA`, `#RRGGBB` and `#RRGGBBAA`. A plain name of letters (`white`,
  /// `transparent`) is passed through as a CSS colour keyword.
  static func color(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    let scalars = Array(text.unicodeScalars)
    if scalars.first == "#" {
      let hex = scalars.dropFirst()
      guard hex.allSatisfy({ $0.properties.isASCIIHexDigit }) else { return nil }
      let digits = String(String.UnicodeScalarView(hex)).uppercased()
      switch digits.count {
      case 3, 6: return "#" + digits
      case 4: return "#" + digits.dropFirst() + digits.prefix(1)
      case 8: return "#" + digits.dropFirst(2) + digits.prefix(2)
      default: return nil
      }
    }
    guard scalars.count <= 32,
      scalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) })
    else { return nil }
    return text.lowercased()
  }
}
