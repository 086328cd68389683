/// Turning `argv` into an ``Invocation``.
extension ToolSpec {
  /// Decides what a command line asks for: help, the version, a command to run, or a usage
  /// error.
  ///
  /// Global options may come before or after the command name; `--help` and `--version` before
  /// it apply to the tool. After the command name, `-h`/`--help` anywhere before `--` asks for
  /// the command's help, whatever else is on the line.
  ///
  /// - Parameters:
  ///   - arguments: The arguments without the program name (`CommandLine.arguments.dropFirst()`).
  ///   - helpWidth: The width help text is wrapped to; see ``TerminalEnvironment/columns``.
  /// - Returns: The invocation; help text is already rendered.
  func parse(_ arguments: [String], helpWidth: Int = 80) -> Invocation {
    do {
      return try invocation(for: ArgumentToken.tokenize(arguments)[...], helpWidth: helpWidth)
    } catch {
      return .usageError(error)
    }
  }

  /// The matcher for options given before the command name.
  private var topLevelMatcher: ArgumentMatcher {
    ArgumentMatcher(options: topLevelOptions, usage: usage, helpInvocation: helpInvocation)
  }

  /// Matches top-level options up to the command name, then hands over to the command.
  private func invocation(
    for tokens: ArraySlice<ArgumentToken>,
    helpWidth: Int
  ) throws(UsageError) -> Invocation {
    let matcher = topLevelMatcher
    var globals: [String: [OptionOccurrence]] = [:]
    var index = tokens.startIndex
    while index < tokens.endIndex {
      switch tokens[index] {
      case .terminator:
        index += 1
      case .positional(let name):
        return try commandInvocation(
          named: name,
          tokens: tokens[(index + 1)...],
          globals: globals,
          helpWidth: helpWidth
        )
      case .long, .short:
        index = try matcher.matchOption(in: tokens, at: index, into: &globals)
        if globals[OptionSpec.help.name] != nil {
          return .help(helpText(width: helpWidth))
        }
        if globals[OptionSpec.version.name] != nil {
          return .version(version)
        }
      }
    }
    throw matcher.error(.missingCommand)
  }

  /// Matches the arguments of the named command; `help` resolves to the help it asks for.
  private func commandInvocation(
    named name: String,
    tokens: ArraySlice<ArgumentToken>,
    globals: [String: [OptionOccurrence]],
    helpWidth: Int
  ) throws(UsageError) -> Invocation {
    let command = try command(resolving: name)
    if ArgumentMatcher.asksForHelp(tokens) {
      return .help(helpText(for: command, width: helpWidth))
    }
    let matcher = ArgumentMatcher(
      options: options(for: command),
      usage: usage(for: command),
      helpInvocation: helpInvocation(for: command)
    )
    let parsed = try matcher.match(tokens, for: command, occurrences: globals)
    guard command.name == Self.helpCommandName else {
      return .run(parsed)
    }
    guard let topic = parsed.positionals.first else {
      return .help(helpText(width: helpWidth))
    }
    return .help(helpText(for: try self.command(resolving: topic), width: helpWidth))
  }

  /// The command with this name, or an unknown-command error suggesting the closest name.
  private func command(resolving name: String) throws(UsageError) -> CommandSpec {
    guard let command = command(named: name) else {
      throw topLevelMatcher.error(
        .unknownCommand(name),
        suggestion: SpellingSuggester.closest(to: name, among: allCommands.map(\.name))
      )
    }
    return command
  }
}
