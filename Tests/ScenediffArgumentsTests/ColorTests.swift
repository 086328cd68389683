import Testing

@testable import scenediff

@Suite struct ColorTests {
  /// `--color auto`: tty × TERM × NO_COLOR.
  @Test(
    arguments: [
      (true, nil, nil, true),
      (true, "xterm-256color", nil, true),
      (true, "dumb", nil, false),
      (true, nil, "", true),
      (true, "xterm-256color", "", true),
      (true, "dumb", "", false),
      (true, nil, "1", false),
      (true, "xterm-256color", "1", false),
      (true, "dumb", "1", false),
      (false, nil, nil, false),
      (false, "xterm-256color", nil, false),
      (false, "dumb", nil, false),
      (false, nil, "", false),
      (false, "xterm-256color", "", false),
      (false, "dumb", "", false),
      (false, nil, "1", false),
      (false, "xterm-256color", "1", false),
      (false, "dumb", "1", false),
    ] as [(Bool, String?, String?, Bool)]
  )
  func auto(isTerminal: Bool, term: String?, noColor: String?, expected: Bool) {
    #expect(
      ColorMode.auto.usesColor(isTerminal: isTerminal, term: term, noColor: noColor) == expected
    )
    var variables: [String: String] = [:]
    variables["TERM"] = term
    variables["NO_COLOR"] = noColor
    let environment = TerminalEnvironment(variables: variables, standardErrorIsTerminal: isTerminal)
    #expect(environment.usesColor(.auto) == expected)
  }

  /// `--color always` and `--color never` override the environment either way.
  @Test(arguments: [true, false], [nil, "xterm", "dumb"] as [String?])
  func overrides(isTerminal: Bool, term: String?) {
    for noColor in [nil, "", "1"] as [String?] {
      #expect(ColorMode.always.usesColor(isTerminal: isTerminal, term: term, noColor: noColor))
      #expect(!ColorMode.never.usesColor(isTerminal: isTerminal, term: term, noColor: noColor))
    }
  }

  @Test func stylesApplyOnlyWhenEnabled() {
    #expect(
      ANSIStyle.apply([.bold, .red], to: "error:", enabled: true) == "\u{1B}[1;31merror:\u{1B}[0m"
    )
    #expect(ANSIStyle.apply([.bold, .red], to: "error:", enabled: false) == "error:")
    #expect(ANSIStyle.apply([], to: "plain", enabled: true) == "plain")
    #expect(ANSIStyle.apply([.gray], to: "", enabled: true) == "")
  }
}
