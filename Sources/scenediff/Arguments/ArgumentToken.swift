/// One command-line argument classified by its syntax, before matching it against a table.
enum ArgumentToken: Sendable, Equatable {
  /// `--name` or `--name=value`; the name is without dashes and the value is `nil` without `=`.
  case long(name: String, value: String?, raw: String)
  /// `-o` or a bundle of short flags such as `-qv`; the letters without the dash.
  case short(letters: [Character], raw: String)
  /// Anything else: a file, `-` for standard input, a negative number, or any argument after
  /// `--`.
  case positional(String)
  /// `--`: every argument after it is positional.
  case terminator

  /// The argument exactly as typed.
  var raw: String {
    switch self {
    case .long(_, _, let raw), .short(_, let raw): raw
    case .positional(let value): value
    case .terminator: "--"
    }
  }

  /// Classifies every argument; after the first `--` all arguments are positional.
  static func tokenize(_ arguments: [String]) -> [ArgumentToken] {
    var tokens: [ArgumentToken] = []
    var optionsEnded = false
    for argument in arguments {
      if optionsEnded {
        tokens.append(.positional(argument))
      } else if argument == "--" {
        optionsEnded = true
        tokens.append(.terminator)
      } else {
        tokens.append(classify(argument))
      }
    }
    return tokens
  }

  /// Classifies one argument that comes before any `--`.
  private static func classify(_ argument: String) -> ArgumentToken {
    if argument.hasPrefix("--") {
      let body = argument.dropFirst(2)
      guard let equals = body.firstIndex(of: "=") else {
        return .long(name: String(body), value: nil, raw: argument)
      }
      return .long(
        name: String(body[..<equals]),
        value: String(body[body.index(after: equals)...]),
        raw: argument
      )
    }
    if argument.hasPrefix("-"), argument.count > 1, !isNegativeNumber(argument) {
      return .short(letters: Array(argument.dropFirst()), raw: argument)
    }
    return .positional(argument)
  }

  /// Whether the argument reads as a negative number such as `-5` or `-0.25`.
  private static func isNegativeNumber(_ argument: String) -> Bool {
    guard let second = argument.dropFirst().first, second.isNumber || second == "." else {
      return false
    }
    return Double(argument) != nil
  }
}
