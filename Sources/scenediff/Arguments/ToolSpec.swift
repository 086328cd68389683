/// The whole command-line tool as a value: its name, version, commands and global options.
///
/// ``parse(_:helpWidth:)`` turns `argv` into an ``Invocation``; the same declarations render
/// the help (``helpText(width:)``, ``helpText(for:width:)``). A `help` command is added to
/// ``commands`` automatically, as are `-h, --help` on every command and `--version` at the top.
struct ToolSpec: Sendable, Equatable {
  /// The program name used in usage lines, such as `"scenediff"`.
  var name: String
  /// One sentence for the top-level OVERVIEW.
  var abstract: String
  /// Longer top-level help; same paragraph rules as ``CommandSpec/discussion``.
  var discussion: String = ""
  /// What `--version` prints.
  var version: String
  /// The commands in the order the top-level help lists them.
  var commands: [CommandSpec]
  /// Options every command accepts, before or after the command name (`--color`).
  var globalOptions: [OptionSpec] = [.color]

  /// The name of the built-in command that prints help for another.
  static let helpCommandName = "help"

  /// The top-level one-line usage: `scenediff <command> [options] [files]`.
  var usage: String { "\(name) <command> [options] [files]" }

  /// `scenediff --help`.
  var helpInvocation: String { "\(name) --help" }

  /// The options accepted before the command name: global ones, `--version`, `--help`.
  var topLevelOptions: [OptionSpec] { globalOptions + [.version, .help] }

  /// The built-in `help [COMMAND]` command.
  var helpCommand: CommandSpec {
    CommandSpec(
      name: Self.helpCommandName,
      abstract: "Show help for a command.",
      arguments: [
        .optional("COMMAND", help: "The command to describe; without it, an overview of all.")
      ]
    )
  }

  /// The declared commands followed by `help`.
  var allCommands: [CommandSpec] { commands + [helpCommand] }

  /// The command with this name, `help` included.
  func command(named name: String) -> CommandSpec? {
    allCommands.first { $0.name == name }
  }

  /// Every option a command accepts: its own, then the global ones, then `-h, --help`.
  func options(for command: CommandSpec) -> [OptionSpec] {
    command.options + globalOptions + [.help]
  }

  /// The command's usage in unbreakable pieces: program, command, arguments, `[options]`.
  ///
  /// Only the command's own options appear (global ones and `--help` are left to the help),
  /// required ones without brackets, and only those with ``OptionSpec/isShownInUsage``.
  func usageWords(for command: CommandSpec) -> [String] {
    let arguments = command.arguments.map(\.usageText).filter { !$0.isEmpty }
    let options = command.options.filter(\.isShownInUsage).map { option in
      option.isRequired ? option.usageText : "[\(option.usageText)]"
    }
    return [name, command.name] + arguments + options
  }

  /// The command's one-line usage: `scenediff plan FROM TO [--transition FILE] [-o FILE]`.
  func usage(for command: CommandSpec) -> String {
    usageWords(for: command).joined(separator: " ")
  }

  /// The invocation that prints a command's help: `scenediff plan --help`.
  func helpInvocation(for command: CommandSpec) -> String {
    "\(name) \(command.name) --help"
  }

  /// The top-level help: overview, usage, options and the list of commands.
  func helpText(width: Int) -> String {
    HelpFormatter(width: width).help(for: self)
  }

  /// One command's help: overview, discussion, usage, arguments and options.
  func helpText(for command: CommandSpec, width: Int) -> String {
    HelpFormatter(width: width).help(for: command, in: self)
  }
}
