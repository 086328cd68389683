/// What a command line asks for, decided before any command runs.
enum Invocation: Sendable, Equatable {
  /// Print this help text to standard output and exit 0.
  case help(String)
  /// Print this version to standard output and exit 0.
  case version(String)
  /// Run the command named in ``ParsedArguments/command`` with these arguments.
  case run(ParsedArguments)
  /// Print ``UsageError/rendered`` to standard error and exit 2.
  case usageError(UsageError)
}
