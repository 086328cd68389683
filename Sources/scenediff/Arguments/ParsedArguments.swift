/// The command line matched against one command's option table, ready for the command to read.
///
/// Option accessors take the option's long name without dashes (`"output"`) and include the
/// tool's global options. Asking for a name the command does not declare is a programming error
/// and stops the program. Typed accessors (``int(_:_:)``, ``double(_:_:)`` and others in
/// `ParsedArguments+Conversions.swift`) throw a ``UsageError`` that names the option as typed.
struct ParsedArguments: Sendable, Equatable {
  /// The command that matched.
  let command: CommandSpec
  /// Every option the command accepts: its own, then the global ones, then `--help`.
  let options: [OptionSpec]
  /// The command's one-line usage, for usage errors found while reading values.
  let usage: String
  /// The invocation that prints the command's help, such as `scenediff plan --help`.
  let helpInvocation: String
  /// The positional arguments in order, `-` included as typed.
  let positionals: [String]
  /// Each option's appearances in command-line order, by long name.
  private let occurrences: [String: [OptionOccurrence]]
  /// The slice of ``positionals`` each positional spec received, by name.
  private let positionalRanges: [String: Range<Int>]

  /// Wraps the result of matching; called by the parser.
  init(
    command: CommandSpec,
    options: [OptionSpec],
    usage: String,
    helpInvocation: String,
    positionals: [String],
    occurrences: [String: [OptionOccurrence]],
    positionalRanges: [String: Range<Int>]
  ) {
    self.command = command
    self.options = options
    self.usage = usage
    self.helpInvocation = helpInvocation
    self.positionals = positionals
    self.occurrences = occurrences
    self.positionalRanges = positionalRanges
  }

  /// The declaration of an option this command accepts; stops the program for unknown names.
  func spec(_ name: String) -> OptionSpec {
    guard let spec = options.first(where: { $0.name == name }) else {
      preconditionFailure("'\(command.name)' declares no option named '\(name)'")
    }
    return spec
  }

  /// Whether the option appeared on the command line at all (defaults do not count).
  func isGiven(_ name: String) -> Bool {
    _ = spec(name)
    return !(occurrences[name] ?? []).isEmpty
  }

  /// The value of a flag: `true` if given, or for `--x/--no-x` the last one given or the default.
  func flag(_ name: String) -> Bool {
    let spec = spec(name)
    precondition(spec.isFlag, "'\(spec.longSpelling)' is not a flag")
    if let last = occurrences[name]?.last {
      return !last.isInverted
    }
    if case .invertibleFlag(let defaultValue) = spec.kind {
      return defaultValue
    }
    return false
  }

  /// The value of a single-value option, or its declared default when not given.
  func value(_ name: String) -> String? {
    let spec = spec(name)
    precondition(!spec.isFlag, "'\(spec.longSpelling)' is a flag")
    return occurrences[name]?.last?.value ?? spec.defaultValue
  }

  /// The value of an option the command may not declare; `nil` when it does not.
  ///
  /// For the tool's own use of conventional options such as `--output` and `--color`.
  func declaredValue(_ name: String) -> String? {
    options.contains { $0.name == name && !$0.isFlag } ? value(name) : nil
  }

  /// Every value given for an option, in command-line order; empty when not given.
  func values(_ name: String) -> [String] {
    let spec = spec(name)
    precondition(!spec.isFlag, "'\(spec.longSpelling)' is a flag")
    return (occurrences[name] ?? []).compactMap(\.value)
  }

  /// How the option was last typed (`-o` or `--output`), for messages; the long form if absent.
  func spelling(of name: String) -> String {
    occurrences[name]?.last?.spelling ?? spec(name).longSpelling
  }

  /// The first value received by the positional argument with this name, if any.
  func positional(_ name: String) -> String? {
    positionalValues(name).first
  }

  /// Every value received by the positional argument with this name.
  func positionalValues(_ name: String) -> [String] {
    guard let range = positionalRanges[name] else {
      preconditionFailure("'\(command.name)' declares no argument named '\(name)'")
    }
    return Array(positionals[range])
  }

  /// A usage error for this command, for problems the command finds while validating.
  ///
  /// - Parameters:
  ///   - kind: What is wrong.
  ///   - suggestion: A close spelling to offer on the `Did you mean …?` line.
  /// - Returns: An error that renders with this command's usage line and help invocation.
  func usageError(_ kind: UsageError.Kind, suggestion: String? = nil) -> UsageError {
    UsageError(
      kind: kind,
      suggestion: suggestion,
      usage: usage,
      helpInvocation: helpInvocation
    )
  }

  /// A usage error with a message of the command's own, such as `'--at' and '--every' conflict`.
  func usageError(_ message: String) -> UsageError {
    usageError(.custom(message))
  }
}
