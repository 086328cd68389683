import Testing

@testable import scenediff

@Suite struct ParsingTests {
  @Test func valueOptionsTakeTheNextArgumentOrAnAttachedValue() throws {
    let separate = try Fixture.parsed(["plan", "a.xml", "b.xml", "--transition", "t.xml"])
    let attached = try Fixture.parsed(["plan", "a.xml", "b.xml", "--transition=t.xml"])
    #expect(separate.value("transition") == "t.xml")
    #expect(attached.value("transition") == "t.xml")
    #expect(separate.positionals == ["a.xml", "b.xml"])
  }

  @Test func shortValueOptionTakesTheNextArgument() throws {
    let parsed = try Fixture.parsed(["plan", "-o", "out.json", "a.xml", "b.xml"])
    #expect(parsed.value("output") == "out.json")
    #expect(parsed.spelling(of: "output") == "-o")
    #expect(parsed.positionals == ["a.xml", "b.xml"])
  }

  @Test func attachedValueMayStartWithADashOrBeEmpty() throws {
    let parsed = try Fixture.parsed(["sample", "p", "--offset=-5", "--at="])
    #expect(parsed.value("offset") == "-5")
    #expect(parsed.value("at") == "")
  }

  @Test func negativeNumbersAreValuesAndPositionals() throws {
    let parsed = try Fixture.parsed(["sample", "--offset", "-2.5", "-7"])
    #expect(parsed.value("offset") == "-2.5")
    #expect(parsed.positionals == ["-7"])
  }

  @Test func bundledShortFlags() throws {
    let parsed = try Fixture.parsed(["sample", "-qv", "p"])
    #expect(parsed.flag("quiet"))
    #expect(parsed.flag("verbose"))
    #expect(parsed.spelling(of: "verbose") == "-v")
  }

  @Test func bundleMayEndWithAValueOption() throws {
    let parsed = try Fixture.parsed(["sample", "-qf", "24", "p"])
    #expect(parsed.flag("quiet"))
    #expect(!parsed.flag("verbose"))
    #expect(try parsed.int("fps") == 24)
  }

  @Test func terminatorEndsOptions() throws {
    let parsed = try Fixture.parsed(["check", "--json", "--", "--help", "-q", "-"])
    #expect(parsed.flag("json"))
    #expect(parsed.positionals == ["--help", "-q", "-"])
  }

  @Test func dashIsAPositionalForStandardInput() throws {
    let parsed = try Fixture.parsed(["plan", "-", "b.xml"])
    #expect(parsed.positional("FROM") == "-")
    #expect(try parsed.inputs("FROM") == [.standardInput])
    #expect(try parsed.inputs("TO") == [.file("b.xml")])
    #expect(InputSource.standardInput.displayName == "<stdin>")
  }

  @Test func dashIsAValueForOutput() throws {
    let parsed = try Fixture.parsed(["plan", "a", "b", "-o", "-"])
    #expect(parsed.value("output") == "-")
  }

  @Test func invertibleFlagPair() throws {
    #expect(try Fixture.parsed(["sample", "p"]).flag("interpolate"))
    #expect(try Fixture.parsed(["sample", "p", "--interpolate"]).flag("interpolate"))
    #expect(try !Fixture.parsed(["sample", "p", "--no-interpolate"]).flag("interpolate"))
    #expect(try !Fixture.parsed(["sample", "p"]).isGiven("interpolate"))
  }

  @Test func repeatedOptionKeepsEveryValueInOrder() throws {
    let parsed = try Fixture.parsed(["sample", "--set", "a=b", "p", "--set=c=d"])
    #expect(parsed.values("set") == ["a=b", "c=d"])
    let pairs = try parsed.keyValuePairs("set")
    #expect(pairs.map(\.key) == ["a", "c"])
    #expect(pairs.map(\.value) == ["b", "d"])
  }

  @Test func defaultsApplyWhenAbsent() throws {
    let parsed = try Fixture.parsed(["sample", "p"])
    #expect(parsed.value("fps") == "60")
    #expect(!parsed.isGiven("fps"))
    #expect(parsed.value("at") == nil)
    #expect(parsed.values("set").isEmpty)
    #expect(!parsed.flag("quiet"))
  }

  @Test func globalOptionBeforeOrAfterTheCommand() throws {
    let before = try Fixture.parsed(["--color", "never", "check", "a.xml"])
    let after = try Fixture.parsed(["check", "a.xml", "--color=always"])
    #expect(before.value("color") == "never")
    #expect(after.value("color") == "always")
    #expect(try Fixture.parsed(["check", "a.xml"]).value("color") == "auto")
  }

  @Test func declaredValueIsNilForUndeclaredOptions() throws {
    #expect(try Fixture.parsed(["check", "a"]).declaredValue("output") == nil)
    #expect(try Fixture.parsed(["plan", "a", "b", "-o", "x"]).declaredValue("output") == "x")
    #expect(try Fixture.parsed(["check", "a"]).declaredValue("color") == "auto")
  }

  @Test func positionalsSplitAmongArguments() throws {
    let parsed = try Fixture.parsed(["batch", "-j", "2", "m.json", "x", "y"])
    #expect(parsed.positional("MANIFEST") == "m.json")
    #expect(parsed.positionalValues("FILE") == ["x", "y"])
    let alone = try Fixture.parsed(["batch", "--jobs", "2", "m.json"])
    #expect(alone.positionalValues("FILE").isEmpty)
  }

  @Test func helpAndVersion() throws {
    #expect(Fixture.tool.parse(["--version"]) == .version("1.2.3"))
    #expect(try Fixture.help(["--help"]) == Fixture.tool.helpText(width: 80))
    #expect(try Fixture.help(["-h"]) == Fixture.tool.helpText(width: 80))
    #expect(try Fixture.help(["help"]) == Fixture.tool.helpText(width: 80))
    let planHelp = Fixture.tool.helpText(for: Fixture.plan, width: 80)
    #expect(try Fixture.help(["help", "plan"]) == planHelp)
    #expect(try Fixture.help(["plan", "--help"]) == planHelp)
    #expect(try Fixture.help(["plan", "-h"]) == planHelp)
    #expect(try Fixture.help(["--color", "never", "plan", "-h"]) == planHelp)
    let helpHelp = Fixture.tool.helpText(for: Fixture.tool.helpCommand, width: 80)
    #expect(try Fixture.help(["help", "--help"]) == helpHelp)
  }

  @Test func helpWinsOverOtherProblems() throws {
    let sampleHelp = Fixture.tool.helpText(for: Fixture.sample, width: 80)
    #expect(try Fixture.help(["sample", "--jsn", "--help"]) == sampleHelp)
    #expect(try Fixture.help(["sample", "-qh"]) == sampleHelp)
    #expect(try Fixture.help(["sample", "too", "many", "-h"]) == sampleHelp)
  }

  @Test func helpAfterTerminatorIsAPositional() throws {
    let parsed = try Fixture.parsed(["check", "--", "-h"])
    #expect(parsed.positionals == ["-h"])
  }

  @Test func theSpecificationIsConsistent() {
    #expect(Fixture.tool.specificationProblems.isEmpty)
  }

  @Test func inconsistentSpecificationsAreReported() {
    var tool = Fixture.tool
    tool.commands.append(
      CommandSpec(
        name: "Bad_Name",
        abstract: "Broken.",
        arguments: [.list("A", help: "a"), .optional("B", help: "b"), .required("A", help: "a")],
        options: [
          .flag("json", short: "h", help: "j"),
          .flag("color", help: "c"),
          .value("mode", help: "m", allowedValues: ["x"], defaultValue: "y"),
        ]
      )
    )
    tool.commands.append(CommandSpec(name: "plan", abstract: "Again."))
    #expect(
      tool.specificationProblems == [
        "command 'Bad_Name' is not kebab-case",
        "option '--json' in 'Bad_Name' takes '-h', which is reserved for help",
        "option '--mode' in 'Bad_Name' defaults to 'y', not an allowed value",
        "spelling '--color' is used twice in 'Bad_Name'",
        "spelling '-h' is used twice in 'Bad_Name'",
        "argument 'A' is declared twice in 'Bad_Name'",
        "arguments 'A', 'B' of 'Bad_Name' all take a flexible count",
        "command 'plan' is declared more than once",
      ]
    )
  }

  @Test(arguments: [
    ("plan", true), ("export-frames", true), ("v2", true), ("Plan", false), ("-plan", false),
    ("plan-", false), ("a--b", false), ("snake_case", false), ("", false), ("2d", false),
  ])
  func kebabCase(_ name: String, _ expected: Bool) {
    #expect(ToolSpec.isKebabCase(name) == expected)
  }
}
