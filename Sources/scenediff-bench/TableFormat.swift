/// Number formatting for the result table, without Foundation.
enum TableFormat {
  /// `value` with exactly `digits` decimals, rounded half away from zero (`12.35`, `0.50`).
  ///
  /// - Parameters:
  ///   - value: A finite number.
  ///   - digits: Decimals to print, 0 or more.
  /// - Returns: The text.
  static func fixed(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return "-" }
    var scale = 1.0
    for _ in 0..<max(digits, 0) { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9e18 else { return value.description }
    let units = Int(scaled)
    let sign = value < 0 && units != 0 ? "-" : ""
    let whole = units / Int(scale)
    guard digits > 0 else { return sign + String(whole) }
    let fraction = String(units % Int(scale))
    let padding = String(repeating: "0", count: max(0, digits - fraction.count))
    return sign + String(whole) + "." + padding + fraction
  }

  /// A whole number with thousands separators (`1,234,567`).
  static func grouped(_ value: Int) -> String {
    let digits = Array(String(value.magnitude))
    var out = value < 0 ? "-" : ""
    for (i, digit) in digits.enumerated() {
      if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return out
  }

  /// Times in milliseconds: two decimals below 100 ms, one below 10 s, none above.
  static func milliseconds(_ seconds: Double) -> String {
    let ms = seconds * 1000
    return fixed(ms, digits: ms < 100 ? 2 : ms < 10_000 ? 1 : 0)
  }

  /// `text` right-aligned in `width` columns.
  static func right(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }
}
