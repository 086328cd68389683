/// Which numbers a typed option accessor accepts, and how its usage error says so.
enum NumberRequirement: Sendable, Equatable {
  /// Any finite number.
  case any
  /// Zero or more.
  case nonNegative
  /// More than zero.
  case positive
  /// Within these bounds (both included).
  case within(ClosedRange<Double>)

  /// Whether the number meets the requirement (and is finite).
  func accepts(_ number: Double) -> Bool {
    guard number.isFinite else { return false }
    switch self {
    case .any: return true
    case .nonNegative: return number >= 0
    case .positive: return number > 0
    case .within(let range): return range.contains(number)
    }
  }

  /// The words after "expected" for one integer: `a positive integer`, `an integer from 1 to
  /// 1000`.
  var integerPhrase: String { withArticle("\(qualifier)integer") + bounds }

  /// The words after "expected" for one number: `a non-negative number`.
  var numberPhrase: String { withArticle("\(qualifier)number") + bounds }

  /// The words after "a comma-separated list of" for integers: `positive integers`.
  var integersPhrase: String { "\(qualifier)integers" + bounds }

  /// The words after "a comma-separated list of" for numbers: `non-negative numbers`.
  var numbersPhrase: String { "\(qualifier)numbers" + bounds }

  /// The adjective with a trailing space, or nothing.
  private var qualifier: String {
    switch self {
    case .any: ""
    case .nonNegative: "non-negative "
    case .positive: "positive "
    case .within: ""
    }
  }

  /// ` from LOW to HIGH` for a range, or nothing.
  private var bounds: String {
    guard case .within(let range) = self else { return "" }
    return " from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))"
  }

  /// A bound without `.0` when it is whole.
  private static func format(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// The phrase after `a`, or `an` when it starts with a vowel.
  private func withArticle(_ phrase: String) -> String {
    let startsWithVowel = phrase.first.map { "aeiou".contains($0) } ?? false
    return "\(startsWithVowel ? "an" : "a") \(phrase)"
  }
}
