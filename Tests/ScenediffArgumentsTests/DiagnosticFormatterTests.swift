import SceneDiff
import Testing

@testable import scenediff

@Suite struct DiagnosticFormatterTests {
  static let located = Diagnostic(
    .error,
    at: SourceLocation(file: "scene.xml", line: 12, column: 5),
    code: "unknown-attribute",
    "unknown attribute 'alpah'",
    notes: [
      Diagnostic(
        .note,
        at: SourceLocation(file: "scene.xml", line: 3, column: 1),
        code: "declared-here",
        "the view is declared here"
      ),
      Diagnostic(.note, at: nil, code: "hint", "attributes are case-sensitive"),
    ]
  )

  @Test func plainText() {
    let formatter = DiagnosticFormatter(usesColor: false)
    #expect(
      formatter.format(Self.located) == """
        scene.xml:12:5: error: unknown attribute 'alpah'
        scene.xml:3:1: note: the view is declared here
          note: attributes are case-sensitive

        """
    )
    #expect(
      formatter.format(Diagnostic(.warning, at: .start(of: "t.xml"), code: "w", "unused id 'x'"))
        == "t.xml:1:1: warning: unused id 'x'\n"
    )
    #expect(
      formatter.format(Diagnostic(.error, at: nil, code: "io", "cannot read 'x': gone"))
        == "scenediff: error: cannot read 'x': gone\n"
    )
    #expect(
      formatter.format(Diagnostic(.note, at: nil, code: "n", "3 files checked"))
        == "scenediff: note: 3 files checked\n"
    )
  }

  @Test func colouredText() {
    let formatter = DiagnosticFormatter(usesColor: true)
    let escape = "\u{1B}["
    #expect(
      formatter.format(Self.located) == """
        \(escape)1mscene.xml:12:5: \(escape)0m\(escape)1;31merror:\(escape)0m \
        \(escape)1munknown attribute 'alpah'\(escape)0m
        \(escape)1mscene.xml:3:1: \(escape)0m\(escape)1;90mnote:\(escape)0m the view is declared here
          \(escape)1;90mnote:\(escape)0m attributes are case-sensitive

        """
    )
    #expect(
      formatter.format(Diagnostic(.warning, at: nil, code: "w", "slow"))
        == "\(escape)1mscenediff: \(escape)0m\(escape)1;35mwarning:\(escape)0m \(escape)1mslow\(escape)0m\n"
    )
  }

  @Test func counterPicksTheExitCode() {
    var counter = DiagnosticCounter()
    #expect(counter.exitCode == .success)
    counter.record(Diagnostic(.warning, at: nil, code: "w", "w"))
    #expect(counter.exitCode == .success)
    counter.record(Self.located)
    #expect(counter.hasErrors)
    #expect(counter.exitCode == .failure)
    #expect(counter.errors == 1)
    #expect(counter.warnings == 1)
    #expect(counter.notes == 2)
  }
}
