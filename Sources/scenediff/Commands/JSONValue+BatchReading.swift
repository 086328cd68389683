import SceneDiff

extension JSONValue {
  /// The string, for a string.
  var text: String? {
    guard case .string(let text) = self else { return nil }
    return text
  }

  /// The number, for a number.
  var number: Double? {
    guard case .number(let number) = self else { return nil }
    return number
  }

  /// The number, for a whole number that fits in an `Int`.
  var integer: Int? {
    guard case .number(let number) = self, number.rounded() == number, abs(number) < 1e15 else {
      return nil
    }
    return Int(number)
  }
}
