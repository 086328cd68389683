import Testing

@testable import scenediff

@Suite struct HelpTests {
  static let planAt80 = """
    OVERVIEW: Plan the transition between two scenes.

    Matches the views of the two scenes by id and works out which transition
    animates each change, as Android's TransitionManager would.

    Example:
      scenediff plan before.xml after.xml -o plan.json

    USAGE: scenediff plan FROM TO [--transition FILE] [-o FILE]

    ARGUMENTS:
      FROM               The scene before the change; '-' reads standard input.
      TO                 The scene after the change.

    OPTIONS:
      --transition FILE  The transition to apply.
      --json             Print JSON.
      -o, --output FILE  Write the result to FILE instead of standard output ('-' is
                         standard output).
      --color WHEN       Colour diagnostics: auto (only on a terminal, unless
                         NO_COLOR is set), always or never. (default: auto)
      -h, --help         Show help information.

    """

  static let planAt40 = """
    OVERVIEW: Plan the transition between
    two scenes.

    Matches the views of the two scenes by
    id and works out which transition
    animates each change, as Android's
    TransitionManager would.

    Example:
      scenediff plan before.xml after.xml -o plan.json

    USAGE: scenediff plan FROM TO
           [--transition FILE] [-o FILE]

    ARGUMENTS:
      FROM
          The scene before the change; '-'
          reads standard input.
      TO
          The scene after the change.

    OPTIONS:
      --transition FILE
          The transition to apply.
      --json
          Print JSON.
      -o, --output FILE
          Write the result to FILE instead
          of standard output ('-' is
          standard output).
      --color WHEN
          Colour diagnostics: auto (only on
          a terminal, unless NO_COLOR is
          set), always or never. (default:
          auto)
      -h, --help
          Show help information.

    """

  static let topLevelAt80 = """
    OVERVIEW: Android Transition Framework semantics for any UI.

    USAGE: scenediff <command> [options] [files]

    OPTIONS:
      --color WHEN  Colour diagnostics: auto (only on a terminal, unless NO_COLOR is
                    set), always or never. (default: auto)
      --version     Show the version.
      -h, --help    Show help information.

    COMMANDS:
      check         Validate scene and transition files.
      plan          Plan the transition between two scenes.
      sample        Sample a planned transition at given times.
      batch         Run many plans described in one manifest.
      help          Show help for a command.

      See 'scenediff help <command>' for detailed help.

    """

  static let topLevelAt40 = """
    OVERVIEW: Android Transition Framework
    semantics for any UI.

    USAGE: scenediff <command> [options]
                     [files]

    OPTIONS:
      --color WHEN  Colour diagnostics: auto
                    (only on a terminal,
                    unless NO_COLOR is set),
                    always or never.
                    (default: auto)
      --version     Show the version.
      -h, --help    Show help information.

    COMMANDS:
      check         Validate scene and
                    transition files.
      plan          Plan the transition
                    between two scenes.
      sample        Sample a planned
                    transition at given
                    times.
      batch         Run many plans described
                    in one manifest.
      help          Show help for a command.

      See 'scenediff help <command>' for
      detailed help.

    """

  @Test func commandHelpAt80Columns() throws {
    #expect(try Fixture.help(["plan", "--help"], width: 80) == Self.planAt80)
  }

  @Test func commandHelpAt40Columns() throws {
    #expect(try Fixture.help(["help", "plan"], width: 40) == Self.planAt40)
  }

  @Test func topLevelHelpAt80Columns() throws {
    #expect(try Fixture.help(["--help"], width: 80) == Self.topLevelAt80)
  }

  @Test func topLevelHelpAt40Columns() throws {
    #expect(try Fixture.help(["help"], width: 40) == Self.topLevelAt40)
  }

  @Test func longLabelsPutTheirDescriptionOnTheNextLine() throws {
    let help = try Fixture.help(["sample", "-h"])
    #expect(
      help.contains(
        """
          -v, --verbose             Print more.
          --interpolate/--no-interpolate
                                    Interpolate between frames. (default: --interpolate)

        """
      )
    )
    #expect(
      help.contains(
        """
        USAGE: scenediff sample PLAN [--at MS,...] [-f N] [--offset MS]
                                [--set KEY=VALUE ...] [-q] [-v]
                                [--interpolate|--no-interpolate] [-o FILE]

        """
      )
    )
    #expect(help.contains("  --set KEY=VALUE           Override a setting. (repeatable)\n"))
    #expect(help.contains("  -f, --fps N               Frames per second. (default: 60)\n"))
  }

  @Test func helpCommandHelp() throws {
    #expect(
      try Fixture.help(["help", "help"]) == """
        OVERVIEW: Show help for a command.

        USAGE: scenediff help [COMMAND]

        ARGUMENTS:
          COMMAND       The command to describe; without it, an overview of all.

        OPTIONS:
          --color WHEN  Colour diagnostics: auto (only on a terminal, unless NO_COLOR is
                        set), always or never. (default: auto)
          -h, --help    Show help information.

        """
    )
  }

  @Test(arguments: [20, 30, 40, 50, 60, 80, 100, 132])
  func noLineIsWiderThanTheTerminal(width: Int) throws {
    var pages = [Fixture.tool.helpText(width: width)]
    pages += Fixture.tool.allCommands.map { Fixture.tool.helpText(for: $0, width: width) }
    for page in pages {
      for line in page.split(separator: "\n") where line.count > width {
        // Only one unbreakable piece may overflow: the usage head with its first word, one
        // usage group, an indented example, or a single long word.
        let pieces = line.split(separator: " ")
        let trimmed = line.drop { $0 == " " }
        let isUsageHead = line.hasPrefix("USAGE: ") && pieces.count <= 4
        let isOneGroup = trimmed.hasPrefix("[") && trimmed.filter { $0 == "[" }.count == 1
        let isExample = line.hasPrefix("  scenediff")
        #expect(
          isUsageHead || isOneGroup || isExample || pieces.count == 1,
          "line wider than \(width): [\(line)]"
        )
      }
    }
  }

  @Test(arguments: [
    ("40", 40), ("132", 132), (" 100 ", 100), ("5", 20), ("0", 80), ("-3", 80), ("wide", 80),
    ("", 80),
  ])
  func columnsComeFromTheEnvironment(_ value: String, _ expected: Int) {
    let environment = TerminalEnvironment(
      variables: ["COLUMNS": value],
      standardErrorIsTerminal: true
    )
    #expect(environment.columns == expected)
    #expect(Fixture.plainEnvironment.columns == 80)
  }
}

@Suite struct TextWrapperTests {
  @Test func wrapsAtSpacesWithinTheWidth() {
    #expect(
      TextWrapper.wrap("the quick brown fox jumps", width: 10) == [
        "the quick", "brown fox", "jumps",
      ]
    )
    #expect(TextWrapper.wrap("  ", width: 10).isEmpty)
    #expect(TextWrapper.wrap("unbreakableword here", width: 5) == ["unbreakableword", "here"])
  }

  @Test func prefixAndHangingIndent() {
    #expect(
      TextWrapper.wrap("aa bb cc dd", prefix: "X: ", indent: 2, width: 8) == [
        "X: aa bb", "  cc dd",
      ]
    )
    #expect(TextWrapper.wrap("", prefix: "LABEL  ", indent: 2, width: 8) == ["LABEL"])
  }

  @Test func wordsWithSpacesStayWhole() {
    #expect(
      TextWrapper.wrap(words: ["[-o FILE]", "[--json]"], prefix: "U: ", indent: 3, width: 14) == [
        "U: [-o FILE]", "   [--json]",
      ]
    )
  }
}

@Suite struct SpellingSuggesterTests {
  @Test(arguments: [
    ("plan", "plan", 0), ("plna", "plan", 1), ("chek", "check", 1), ("", "abc", 3),
    ("kitten", "sitting", 3), ("abc", "", 3),
  ])
  func distance(_ lhs: String, _ rhs: String, _ expected: Int) {
    #expect(SpellingSuggester.distance(lhs, rhs) == expected)
  }

  @Test(
    arguments: [
      ("--jsn", ["--json", "--output"], "--json"),
      ("-JSON", ["--json"], "--json"),
      ("xyz", ["plan", "check"], nil),
      ("q", ["--json", "--x"], nil),
      ("pln", ["plan", "plane"], "plan"),
      ("smaple", ["check", "sample"], "sample"),
    ] as [(String, [String], String?)]
  )
  func closest(_ typed: String, _ candidates: [String], _ expected: String?) {
    #expect(SpellingSuggester.closest(to: typed, among: candidates) == expected)
  }
}
