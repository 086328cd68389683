/// Checks that the declarations make a consistent command line.
extension ToolSpec {
  /// Every inconsistency in the declarations, one sentence each; empty when all is well.
  ///
  /// Checked: kebab-case and unique command and option names, no command named `help`,
  /// unique spellings (a `--no-x` inversion included) and short names per command, `-h` left
  /// to help, defaults among the allowed values, unique argument names, and at most one
  /// argument with a flexible count (so positionals split unambiguously). A test should
  /// assert this is empty for the real tool.
  var specificationProblems: [String] {
    var problems: [String] = []
    var commandNames: Set<String> = []
    for command in commands {
      if !Self.isKebabCase(command.name) {
        problems.append("command '\(command.name)' is not kebab-case")
      }
      if command.name == Self.helpCommandName || !commandNames.insert(command.name).inserted {
        problems.append("command '\(command.name)' is declared more than once")
      }
      problems += optionProblems(in: command) + argumentProblems(in: command)
    }
    return problems
  }

  /// Problems with a command's options, global ones and `--help` included.
  private func optionProblems(in command: CommandSpec) -> [String] {
    var problems: [String] = []
    var spellings: Set<String> = []
    for option in options(for: command) {
      let place = "'\(option.longSpelling)' in '\(command.name)'"
      if !Self.isKebabCase(option.name) {
        problems.append("option \(place) is not kebab-case")
      }
      for spelling in option.spellings where !spellings.insert(spelling).inserted {
        problems.append("spelling '\(spelling)' is used twice in '\(command.name)'")
      }
      if option.short == OptionSpec.help.short, option != .help {
        problems.append("option \(place) takes '-h', which is reserved for help")
      }
      if let defaultValue = option.defaultValue, !option.allowedValues.isEmpty,
        !option.allowedValues.contains(defaultValue)
      {
        problems.append("option \(place) defaults to '\(defaultValue)', not an allowed value")
      }
      if option.isFlag, option.defaultValue != nil || !option.allowedValues.isEmpty {
        problems.append("flag \(place) declares values")
      }
    }
    return problems
  }

  /// Problems with a command's positional arguments.
  private func argumentProblems(in command: CommandSpec) -> [String] {
    var problems: [String] = []
    var names: Set<String> = []
    for argument in command.arguments where !names.insert(argument.name).inserted {
      problems.append("argument '\(argument.name)' is declared twice in '\(command.name)'")
    }
    let flexible = command.arguments.filter { $0.maximumCount != $0.minimumCount }
    if flexible.count > 1 {
      let list = flexible.map { "'\($0.name)'" }.joined(separator: ", ")
      problems.append("arguments \(list) of '\(command.name)' all take a flexible count")
    }
    for argument in command.arguments {
      if argument.minimumCount < 0 || (argument.maximumCount ?? .max) < argument.minimumCount {
        problems.append("argument '\(argument.name)' of '\(command.name)' has an empty count")
      }
    }
    return problems
  }

  /// Lower-case letters and digits in words joined by single hyphens, starting with a letter.
  static func isKebabCase(_ name: String) -> Bool {
    guard let first = name.first, first.isASCII, first.isLowercase else { return false }
    let allowed = name.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }
    return allowed && !name.hasSuffix("-") && !name.contains("--")
  }
}
