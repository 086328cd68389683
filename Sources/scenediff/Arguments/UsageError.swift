/// A command line that cannot be run as typed; printed to standard error, exit status 2.
///
/// It renders as three parts: the error (with a `Did you mean …?` line when a close spelling
/// exists), the command's one-line usage, and where to find the full help:
///
/// ```
/// Error: unknown option '--jsn'
/// Did you mean '--json'?
/// Usage: scenediff plan FROM TO [--transition FILE] [-o FILE]
/// See 'scenediff plan --help'.
/// ```
struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong with the command line.
  enum Kind: Sendable, Equatable {
    /// No command was given: `scenediff` alone, or only options.
    case missingCommand
    /// The first positional names no command.
    case unknownCommand(String)
    /// An option that the command does not declare, as typed.
    case unknownOption(String)
    /// A value option at the end of the line or followed by another option.
    case missingValue(option: String)
    /// A flag given a value with `=`, such as `--json=yes`.
    case unexpectedValue(option: String)
    /// A non-repeatable option given again; `first` is how it was spelled the first time.
    case duplicateOption(option: String, first: String)
    /// A required option that was not given.
    case missingOption(String)
    /// Fewer positionals than the command needs; the name of the first one missing.
    case missingArgument(String)
    /// More positionals than the command takes; the first extra one.
    case unexpectedArgument(String)
    /// A value the option cannot take; `expected` completes "expected …".
    case invalidValue(option: String, value: String, expected: String)
    /// A problem a command found while validating its arguments, as a full sentence.
    case custom(String)
  }

  /// What is wrong.
  var kind: Kind
  /// A close spelling to offer on the `Did you mean …?` line.
  var suggestion: String?
  /// The one-line usage printed after the error, without the `Usage: ` prefix.
  var usage: String
  /// The invocation that prints the relevant help, such as `scenediff plan --help`.
  var helpInvocation: String

  /// The first line's text after `Error: `.
  var message: String {
    switch kind {
    case .missingCommand: "missing command"
    case .unknownCommand(let name): "unknown command '\(name)'"
    case .unknownOption(let option): "unknown option '\(option)'"
    case .missingValue(let option): "missing value for '\(option)'"
    case .unexpectedValue(let option): "option '\(option)' does not take a value"
    case .duplicateOption(let option, let first) where option == first:
      "option '\(option)' given more than once"
    case .duplicateOption(let option, let first):
      "option '\(option)' given more than once (first as '\(first)')"
    case .missingOption(let option): "missing option '\(option)'"
    case .missingArgument(let name): "missing argument '\(name)'"
    case .unexpectedArgument(let value): "unexpected argument '\(value)'"
    case .invalidValue(let option, let value, let expected):
      "invalid value '\(value)' for '\(option)': expected \(expected)"
    case .custom(let message): message
    }
  }

  /// The full text for standard error, one line per part, ending with a newline.
  var rendered: String {
    var lines = ["Error: \(message)"]
    if let suggestion {
      lines.append("Did you mean '\(suggestion)'?")
    }
    lines.append("Usage: \(usage)")
    lines.append("See '\(helpInvocation)'.")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The rendered text without its final newline.
  var description: String { String(rendered.dropLast()) }
}
