/// Which numbers a typed option accessor accepts, and how its usage error says so.
enum NumberRequirement: Sendable, Equatable {
  /// Any finite number.
  case any
  /// Zero or more.
  case nonNegative
  /// More than zero.
  case positive

  /// Whether the number meets the requirement (and is finite).
  func accepts(_ number: Double) -> Bool {
    guard number.isFinite else { return false }
    switch self {
    case .any: return true
    case .nonNegative: return number >= 0
    case .positive: return number > 0
    }
  }

  /// The words after "expected" for one integer: `a positive integer`.
  var integerPhrase: String { withArticle("\(qualifier)integer") }

  /// The words after "expected" for one number: `a non-negative number`.
  var numberPhrase: String { withArticle("\(qualifier)number") }

  /// The words after "a comma-separated list of" for integers: `positive integers`.
  var integersPhrase: String { "\(qualifier)integers" }

  /// The words after "a comma-separated list of" for numbers: `non-negative numbers`.
  var numbersPhrase: String { "\(qualifier)numbers" }

  /// The adjective with a trailing space, or nothing.
  private var qualifier: String {
    switch self {
    case .any: ""
    case .nonNegative: "non-negative "
    case .positive: "positive "
    }
  }

  /// The phrase after `a`, or `an` when it starts with a vowel.
  private func withArticle(_ phrase: String) -> String {
    let startsWithVowel = phrase.first.map { "aeiou".contains($0) } ?? false
    return "\(startsWithVowel ? "an" : "a") \(phrase)"
  }
}
