/// Matches tokens against one option table and a command's positionals.
///
/// One matcher serves the top level (global options, `--help`, `--version`) and another each
/// command; both make their usage errors with their own usage line and help invocation.
struct ArgumentMatcher: Sendable {
  /// The table options are matched against.
  var options: [OptionSpec]
  /// The usage line for errors.
  var usage: String
  /// The help invocation for errors.
  var helpInvocation: String

  /// Whether the tokens ask for help (`--help` or `-h`, bundled or not) before any `--`.
  ///
  /// Help wins over every other problem on the line, so `plan --jsn --help` shows the help.
  static func asksForHelp(_ tokens: ArraySlice<ArgumentToken>) -> Bool {
    for token in tokens {
      switch token {
      case .terminator: return false
      case .long(let name, _, _) where name == OptionSpec.help.name: return true
      case .short(let letters, _) where letters.contains { $0 == OptionSpec.help.short }:
        return true
      default: continue
      }
    }
    return false
  }

  /// A usage error with this matcher's usage line and help invocation.
  func error(_ kind: UsageError.Kind, suggestion: String? = nil) -> UsageError {
    UsageError(kind: kind, suggestion: suggestion, usage: usage, helpInvocation: helpInvocation)
  }

  /// Matches a command's arguments and checks positional counts and required options.
  ///
  /// - Parameters:
  ///   - tokens: The tokens after the command name.
  ///   - command: The command being matched.
  ///   - occurrences: Global options already given before the command name.
  /// - Returns: The parsed arguments.
  /// - Throws: The first problem in command-line order, then positional and required-option
  ///   problems.
  func match(
    _ tokens: ArraySlice<ArgumentToken>,
    for command: CommandSpec,
    occurrences: [String: [OptionOccurrence]]
  ) throws(UsageError) -> ParsedArguments {
    var occurrences = occurrences
    var positionals: [String] = []
    var index = tokens.startIndex
    while index < tokens.endIndex {
      switch tokens[index] {
      case .terminator:
        index += 1
      case .positional(let value):
        positionals.append(value)
        index += 1
      case .long, .short:
        index = try matchOption(in: tokens, at: index, into: &occurrences)
      }
    }
    let ranges = try assign(positionals, to: command.arguments)
    if let missing = options.first(where: { $0.isRequired && occurrences[$0.name] == nil }) {
      throw error(.missingOption(missing.longSpelling))
    }
    return ParsedArguments(
      command: command,
      options: options,
      usage: usage,
      helpInvocation: helpInvocation,
      positionals: positionals,
      occurrences: occurrences,
      positionalRanges: ranges
    )
  }

  /// Matches the option token at `index`, and its value if it takes one, recording it.
  ///
  /// - Parameters:
  ///   - tokens: All tokens being matched.
  ///   - index: The position of a `.long` or `.short` token.
  ///   - occurrences: Where the option is recorded, by long name.
  /// - Returns: The index of the first token not consumed.
  /// - Throws: Unknown option, missing or unexpected value, invalid value or duplicate option.
  func matchOption(
    in tokens: ArraySlice<ArgumentToken>,
    at index: Int,
    into occurrences: inout [String: [OptionOccurrence]]
  ) throws(UsageError) -> Int {
    switch tokens[index] {
    case .long(let name, let attached, _):
      let spelling = "--\(name)"
      guard let (spec, isInverted) = longOption(named: name) else {
        throw unknownOption(spelling)
      }
      if spec.isFlag {
        guard attached == nil else { throw error(.unexpectedValue(option: spelling)) }
        let occurrence = OptionOccurrence(spelling: spelling, isInverted: isInverted)
        try record(occurrence, of: spec, into: &occurrences)
        return index + 1
      }
      if let attached {
        try recordValue(attached, of: spec, spelling: spelling, into: &occurrences)
        return index + 1
      }
      let value = try value(after: index, in: tokens, for: spelling)
      try recordValue(value, of: spec, spelling: spelling, into: &occurrences)
      return index + 2
    case .short(let letters, let raw):
      let specs = try shortOptions(letters, raw: raw)
      for (letter, spec) in zip(letters, specs) where spec.isFlag {
        try record(OptionOccurrence(spelling: "-\(letter)"), of: spec, into: &occurrences)
      }
      guard let last = specs.last, let letter = letters.last, !last.isFlag else {
        return index + 1
      }
      let value = try value(after: index, in: tokens, for: "-\(letter)")
      try recordValue(value, of: last, spelling: "-\(letter)", into: &occurrences)
      return index + 2
    case .positional, .terminator:
      preconditionFailure("matchOption called on a non-option token")
    }
  }

  /// The option a long name refers to, and whether it was the `--no-` spelling.
  private func longOption(named name: String) -> (OptionSpec, Bool)? {
    if let spec = options.first(where: { $0.name == name }) {
      return (spec, false)
    }
    if let spec = options.first(where: { $0.inversionSpelling == "--\(name)" }) {
      return (spec, true)
    }
    return nil
  }

  /// The options of a short bundle; every letter must be known and only the last may take a
  /// value, otherwise the whole argument is an unknown option.
  private func shortOptions(_ letters: [Character], raw: String) throws(UsageError) -> [OptionSpec]
  {
    var specs: [OptionSpec] = []
    for (offset, letter) in letters.enumerated() {
      guard let spec = options.first(where: { $0.short == letter }),
        spec.isFlag || offset == letters.count - 1
      else {
        throw unknownOption(raw)
      }
      specs.append(spec)
    }
    return specs
  }

  /// The unknown-option error, suggesting the closest long spelling.
  private func unknownOption(_ spelling: String) -> UsageError {
    let candidates = options.flatMap {
      [$0.longSpelling] + [$0.inversionSpelling].compactMap(\.self)
    }
    return error(
      .unknownOption(spelling),
      suggestion: SpellingSuggester.closest(to: spelling, among: candidates)
    )
  }

  /// The next token as an option's value; it must not look like an option.
  private func value(
    after index: Int,
    in tokens: ArraySlice<ArgumentToken>,
    for spelling: String
  ) throws(UsageError) -> String {
    guard index + 1 < tokens.endIndex, case .positional(let value) = tokens[index + 1] else {
      throw error(.missingValue(option: spelling))
    }
    return value
  }

  /// Checks a value against the option's allowed values, then records it.
  private func recordValue(
    _ value: String,
    of spec: OptionSpec,
    spelling: String,
    into occurrences: inout [String: [OptionOccurrence]]
  ) throws(UsageError) {
    if !spec.allowedValues.isEmpty, !spec.allowedValues.contains(value) {
      throw error(
        .invalidValue(
          option: spelling,
          value: value,
          expected: Self.alternatives(spec.allowedValues)
        ),
        suggestion: SpellingSuggester.closest(to: value, among: spec.allowedValues)
      )
    }
    try record(OptionOccurrence(spelling: spelling, value: value), of: spec, into: &occurrences)
  }

  /// Records an occurrence; a second one of a non-repeatable option is an error.
  private func record(
    _ occurrence: OptionOccurrence,
    of spec: OptionSpec,
    into occurrences: inout [String: [OptionOccurrence]]
  ) throws(UsageError) {
    if let first = occurrences[spec.name]?.first, !spec.isRepeatable {
      throw error(.duplicateOption(option: occurrence.spelling, first: first.spelling))
    }
    occurrences[spec.name, default: []].append(occurrence)
  }

  /// Splits the positionals among the declared arguments, earlier ones taking extras first.
  private func assign(
    _ values: [String],
    to arguments: [PositionalSpec]
  ) throws(UsageError) -> [String: Range<Int>] {
    var required = 0
    for argument in arguments {
      required += argument.minimumCount
      if values.count < required {
        throw error(.missingArgument(argument.name))
      }
    }
    var spare = values.count - required
    var ranges: [String: Range<Int>] = [:]
    var start = 0
    for argument in arguments {
      let room = argument.maximumCount.map { $0 - argument.minimumCount } ?? spare
      let taken = argument.minimumCount + min(spare, room)
      spare -= taken - argument.minimumCount
      ranges[argument.name] = start..<(start + taken)
      start += taken
    }
    if start < values.count {
      throw error(.unexpectedArgument(values[start]))
    }
    return ranges
  }

  /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
  static func alternatives(_ values: [String]) -> String {
    let quoted = values.map { "'\($0)'" }
    guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + last
  }
}
