/// One row of a command's option table: how an option is spelled, what it takes and its help.
///
/// The same value drives matching, validation, the usage line and the OPTIONS section of the
/// help, so what the help says is what the parser accepts. Names are kebab-case and written
/// without dashes (`"output"` for `--output`).
struct OptionSpec: Sendable, Equatable {
  /// What an option takes on the command line.
  enum Kind: Sendable, Equatable {
    /// A boolean that is `true` when given: `--json`, or `-q` alone or bundled (`-qv`).
    case flag
    /// A boolean pair `--name` / `--no-name`, with the value used when neither is given.
    case invertibleFlag(default: Bool)
    /// One value: `--fps 30`, `--fps=30` or `-f 30`; giving it twice is a usage error.
    case value
    /// A value that may be given any number of times: `--set a=b --set c=d`.
    case repeatedValue
  }

  /// The long name in kebab-case without the leading dashes, such as `"output"`.
  var name: String
  /// The one-letter short name, such as `"o"` for `-o`; `-h` is reserved for help.
  var short: Character?
  /// Whether it is a flag or takes values.
  var kind: Kind
  /// The placeholder for the value in usage and help, such as `"FILE"`; unused for flags.
  var valueName: String = "VALUE"
  /// One or two sentences for the OPTIONS section.
  var help: String
  /// The only values accepted, in the order the help lists them; empty accepts anything.
  var allowedValues: [String] = []
  /// The value ``ParsedArguments/value(_:)`` returns when the option is not given.
  var defaultValue: String?
  /// Whether leaving the option out is a usage error (`missing option '--at'`).
  var isRequired: Bool = false
  /// Whether the option appears in the one-line usage (it is always in the OPTIONS section).
  var isShownInUsage: Bool = true

  /// A boolean flag, `true` when given.
  static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
    OptionSpec(name: name, short: short, kind: .flag, help: help)
  }

  /// A `--name` / `--no-name` pair; `defaultValue` applies when neither is given.
  static func invertibleFlag(
    _ name: String,
    default defaultValue: Bool,
    help: String
  ) -> OptionSpec {
    OptionSpec(name: name, kind: .invertibleFlag(default: defaultValue), help: help)
  }

  /// An option that takes one value.
  static func value(
    _ name: String,
    short: Character? = nil,
    valueName: String = "VALUE",
    help: String,
    allowedValues: [String] = [],
    defaultValue: String? = nil,
    isRequired: Bool = false
  ) -> OptionSpec {
    OptionSpec(
      name: name,
      short: short,
      kind: .value,
      valueName: valueName,
      help: help,
      allowedValues: allowedValues,
      defaultValue: defaultValue,
      isRequired: isRequired
    )
  }

  /// An option that takes one value each time and may be given any number of times.
  static func repeated(
    _ name: String,
    short: Character? = nil,
    valueName: String = "VALUE",
    help: String,
    isRequired: Bool = false
  ) -> OptionSpec {
    OptionSpec(
      name: name,
      short: short,
      kind: .repeatedValue,
      valueName: valueName,
      help: help,
      isRequired: isRequired
    )
  }

  /// `-o, --output FILE`: the standard option naming the file that receives a command's data.
  ///
  /// ``ToolSpec/run(_:environment:standardOutput:standardError:handler:)`` opens it for the command, so a
  /// command only writes to ``Terminal/output``.
  static let output = OptionSpec.value(
    "output",
    short: "o",
    valueName: "FILE",
    help: "Write the result to FILE instead of standard output ('-' is standard output)."
  )

  /// `--color WHEN`: the global option that overrides the colour decision for diagnostics.
  static let color = OptionSpec.value(
    "color",
    valueName: "WHEN",
    help: "Colour diagnostics: auto (only on a terminal, unless NO_COLOR is set), always or never.",
    allowedValues: ColorMode.allCases.map(\.rawValue),
    defaultValue: ColorMode.auto.rawValue
  )

  /// `-h, --help`: accepted by every command and at the top level.
  static let help = OptionSpec.flag("help", short: "h", help: "Show help information.")

  /// `--version`: accepted at the top level only.
  static let version = OptionSpec.flag("version", help: "Show the version.")

  /// Whether the option is a flag (plain or invertible) rather than taking a value.
  var isFlag: Bool {
    switch kind {
    case .flag, .invertibleFlag: true
    case .value, .repeatedValue: false
    }
  }

  /// Whether the option may be given more than once.
  var isRepeatable: Bool { kind == .repeatedValue }

  /// `--name`.
  var longSpelling: String { "--\(name)" }

  /// `-o`, or `nil` without a short name.
  var shortSpelling: String? { short.map { "-\($0)" } }

  /// `--no-name` for an invertible flag, otherwise `nil`.
  var inversionSpelling: String? {
    if case .invertibleFlag = kind { "--no-\(name)" } else { nil }
  }

  /// Every spelling the parser accepts, long ones first.
  var spellings: [String] {
    [longSpelling] + [inversionSpelling, shortSpelling].compactMap(\.self)
  }

  /// The option as the usage line shows it, without brackets: `-o FILE`, `--json`, `--x|--no-x`.
  var usageText: String {
    let spelling = shortSpelling ?? longSpelling
    switch kind {
    case .flag: return spelling
    case .invertibleFlag: return "\(longSpelling)|--no-\(name)"
    case .value: return "\(spelling) \(valueName)"
    case .repeatedValue: return "\(spelling) \(valueName) ..."
    }
  }

  /// The label in the OPTIONS section: `-o, --output FILE`, `--x/--no-x`.
  var helpLabel: String {
    let names = [shortSpelling, longSpelling].compactMap(\.self).joined(separator: ", ")
    switch kind {
    case .flag: return names
    case .invertibleFlag: return "\(longSpelling)/--no-\(name)"
    case .value, .repeatedValue: return "\(names) \(valueName)"
    }
  }

  /// The help sentence followed by what the parser enforces: values, default, repeatability.
  var helpDescription: String {
    var parts = [help]
    if !allowedValues.allSatisfy(help.contains) {
      parts.append("(values: \(allowedValues.joined(separator: ", ")))")
    }
    if case .invertibleFlag(let defaultValue) = kind {
      parts.append("(default: \(defaultValue ? longSpelling : "--no-\(name)"))")
    }
    if let defaultValue {
      parts.append("(default: \(defaultValue))")
    }
    if isRepeatable {
      parts.append("(repeatable)")
    }
    if isRequired {
      parts.append("(required)")
    }
    return parts.joined(separator: " ")
  }
}
