/// A command declared as a value: its name, its help text, its positionals and its option table.
///
/// Global options (``ToolSpec/globalOptions``) and `-h, --help` are added by the tool, so a
/// command lists only its own options.
struct CommandSpec: Sendable, Equatable {
  /// The name typed after `scenediff`, in kebab-case, such as `"plan"`.
  var name: String
  /// One sentence, shown after OVERVIEW and in the top-level COMMANDS list.
  var abstract: String
  /// Longer help under the overview; paragraphs are separated by blank lines, and lines that
  /// start with two spaces (examples) are kept as written instead of being wrapped.
  var discussion: String = ""
  /// The positional arguments in order.
  var arguments: [PositionalSpec] = []
  /// The command's own options in the order the help lists them.
  var options: [OptionSpec] = []

  /// The command's own option with this long name.
  func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }
}
