/// Strict decimal number syntax for SceneDiff's own formats: `12`, `-3.5`, `.5`, `1e2`.
///
/// Swift's `Double(String)` also accepts `nan`, `inf`, hexadecimal and surrounding forms that a
/// scene file must not contain; this checks the grammar first.
package enum DecimalNumber {
  /// Parses `text`, or returns `nil` if it is not a finite decimal number.
  package static func parse(_ text: String) -> Double? {
    let utf8 = text.utf8
    var i = utf8.startIndex
    let end = utf8.endIndex
    func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
    func digits() -> Int {
      var count = 0
      while i < end, isDigit(utf8[i]) {
        count += 1
        i = utf8.index(after: i)
      }
      return count
    }
    func skipSign() {
      if i < end, utf8[i] == UInt8(ascii: "+") || utf8[i] == UInt8(ascii: "-") {
        i = utf8.index(after: i)
      }
    }
    skipSign()
    var mantissa = digits()
    if i < end, utf8[i] == UInt8(ascii: ".") {
      i = utf8.index(after: i)
      mantissa += digits()
    }
    guard mantissa > 0 else { return nil }
    if i < end, utf8[i] == UInt8(ascii: "e") || utf8[i] == UInt8(ascii: "E") {
      i = utf8.index(after: i)
      skipSign()
      guard digits() > 0 else { return nil }
    }
    guard i == end, let value = Double(text), value.isFinite else { return nil }
    return value
  }
}
