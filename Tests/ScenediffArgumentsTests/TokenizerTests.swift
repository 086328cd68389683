import Testing

@testable import scenediff

@Suite struct TokenizerTests {
  @Test(arguments: [
    ("--json", ArgumentToken.long(name: "json", value: nil, raw: "--json")),
    ("--fps=30", .long(name: "fps", value: "30", raw: "--fps=30")),
    ("--set=a=b", .long(name: "set", value: "a=b", raw: "--set=a=b")),
    ("--fps=", .long(name: "fps", value: "", raw: "--fps=")),
    ("-o", .short(letters: ["o"], raw: "-o")),
    ("-qv", .short(letters: ["q", "v"], raw: "-qv")),
    ("-", .positional("-")),
    ("-5", .positional("-5")),
    ("-0.25", .positional("-0.25")),
    ("-.5", .positional("-.5")),
    ("-5x", .short(letters: ["5", "x"], raw: "-5x")),
    ("scene.xml", .positional("scene.xml")),
    ("--", .terminator),
  ])
  func classifiesOneArgument(_ argument: String, _ expected: ArgumentToken) {
    #expect(ArgumentToken.tokenize([argument]) == [expected])
  }

  @Test func everythingAfterTerminatorIsPositional() {
    #expect(
      ArgumentToken.tokenize(["-q", "--", "--json", "-", "--"]) == [
        .short(letters: ["q"], raw: "-q"),
        .terminator,
        .positional("--json"),
        .positional("-"),
        .positional("--"),
      ]
    )
  }
}
