/// Strict decimal number syntax for SceneDiff's own formats: `12`, `-3.5`, `.5`, `1e2`.
///
/// Swift's `Double(String)` also accepts `nan`, `inf`, hexadecimal and surrounding forms that a
/// scene file must not contain; this checks the grammar first.
enum DecimalNumber {
  /// Parses `text`, or returns `nil` if it is not a finite decimal number.
  static func parse(_ text: String) -> Double? {
    var bytes = Array(text.utf8)[...]
    guard !bytes.isEmpty else { return nil }
    if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") {
      bytes = bytes.dropFirst()
    }
    let isDigit = { (b: UInt8) in b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
    let intDigits = bytes.prefix(while: isDigit).count
    bytes = bytes.dropFirst(intDigits)
    var fracDigits = 0
    if bytes.first == UInt8(ascii: ".") {
      bytes = bytes.dropFirst()
      fracDigits = bytes.prefix(while: isDigit).count
      bytes = bytes.dropFirst(fracDigits)
    }
    guard intDigits + fracDigits > 0 else { return nil }
    if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") {
        bytes = bytes.dropFirst()
      }
      let expDigits = bytes.prefix(while: isDigit).count
      guard expDigits > 0 else { return nil }
      bytes = bytes.dropFirst(expDigits)
    }
    guard bytes.isEmpty, let value = Double(text), value.isFinite else { return nil }
    return value
  }
}
