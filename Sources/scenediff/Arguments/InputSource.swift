/// Where a command reads one input: a file, or standard input for the positional `-`.
enum InputSource: Sendable, Equatable {
  /// Standard input, given as `-`.
  case standardInput
  /// A file path as the user gave it.
  case file(String)

  /// The positional argument that means standard input.
  static let standardInputArgument = "-"

  /// Reads a positional argument: `-` is standard input, anything else a path.
  init(argument: String) {
    self = argument == Self.standardInputArgument ? .standardInput : .file(argument)
  }

  /// The name diagnostics use for it: the path, or `<stdin>`.
  var displayName: String {
    switch self {
    case .standardInput: "<stdin>"
    case .file(let path): path
    }
  }
}
