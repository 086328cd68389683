import SceneDiffCore
import SceneDiffTestSupport
import SceneDiffXML
import Testing

@testable import SceneDiffIOS

/// The `<interaction>` script format (Docs/interaction.md): every step, the defaults, and each
/// bad input at its exact location.
@Suite struct InteractionFileTests {
  /// Loads `text` as `t.xml`.
  static func load(_ text: String) throws -> Interaction {
    try InteractionFile.load(XMLTest.parse(text), path: XMLTest.file).value
  }

  /// The diagnostics loading `text` throws.
  static func errors(_ text: String) throws -> [Diagnostic] {
    do {
      _ = try InteractionFile.load(XMLTest.parse(text), path: XMLTest.file)
      return []
    } catch let error as DiagnosticsError {
      return error.diagnostics
    }
  }

  @Test func everyStepAndTheDefaults() throws {
    let script = try Self.load(
      """
      <interaction>
        <update atMs="0" percent="0.2"/>
        <pause atMs="10"/>
        <reverse atMs="20"/>
        <continue atMs="30" durationFactor="0.5"/>
        <continue atMs="40"/>
        <release atMs="100" velocity="-0.5" threshold="0.3"/>
      </interaction>
      """
    )
    // UIKit's defaults: completionSpeed 1, completionCurve .easeInOut, scrubsLinearly true.
    #expect(script.completionSpeed == 1)
    #expect(script.completionCurve == .uiKitDefault)
    #expect(script.scrubsLinearly)
    #expect(
      script.events == [
        .update(atMs: 0, percent: 0.2), .pause(atMs: 10), .reverse(atMs: 20),
        .continueAnimation(atMs: 30, durationFactor: 0.5),
        .continueAnimation(atMs: 40, durationFactor: 1),
        // The velocity threshold defaults to one transition per second.
        .release(atMs: 100, velocity: -0.5, threshold: 0.3, velocityThreshold: 1),
      ]
    )
  }

  @Test func settingsAreRead() throws {
    let script = try Self.load(
      #"<interaction completionSpeed="2" completionCurve="linear" scrubsLinearly="false"><finish atMs="5"/></interaction>"#
    )
    #expect(script.completionSpeed == 2)
    #expect(script.completionCurve.x1 == 0 && script.completionCurve.y1 == 0)
    #expect(script.completionCurve.x2 == 1 && script.completionCurve.y2 == 1)
    #expect(!script.scrubsLinearly)
    #expect(script.events == [.finish(atMs: 5)])
  }

  @Test(arguments: [
    // (text, code, line:column, a part of the message); columns counted by hand: a value's
    // location is its first character, an element's or attribute's its first character.
    (
      #"<interaction><updat atMs="0" percent="0.2"/></interaction>"#, "unknown-element", "1:14",
      "did you mean 'update'?"
    ),
    (
      #"<interaction completionSped="2"/>"#, "unknown-attribute", "1:14",
      "did you mean 'completionSpeed'?"
    ),
    (
      // `<interaction><update atMs="0" percent="` is 39 characters.
      #"<interaction><update atMs="0" percent="1.5"/></interaction>"#, "invalid-value", "1:40",
      "invalid value '1.5' for 'percent'"
    ),
    (
      // The second <update> starts at 14 + 34; its atMs value 14 characters later, at 62.
      #"<interaction><update atMs="100" percent="0.2"/><update atMs="50" percent="0.3"/></interaction>"#,
      "time-not-increasing", "1:62", "atMs '50'"
    ),
    (
      // `<interaction><finish atMs="0"/>` is 31 characters.
      #"<interaction><finish atMs="0"/><pause atMs="10"/></interaction>"#, "event-after-end",
      "1:32", "<pause> comes after <finish>"
    ),
    (
      #"<interaction completionSpeed="0"/>"#, "invalid-value", "1:31",
      "invalid value '0' for 'completionSpeed'"
    ),
    (
      #"<interaction completionCurve="easeInOt"/>"#, "invalid-value", "1:31",
      "did you mean 'easeInOut'?"
    ),
    (
      #"<interaction><release atMs="0"/></interaction>"#, "missing-attribute", "1:14",
      "needs 'threshold'"
    ),
    (#"<interactions/>"#, "unexpected-element", "1:1", "expected <interaction>"),
  ])
  func badInputsAreLocated(text: String, code: String, at: String, message: String) throws {
    let found = try Self.errors(text)
    let first = try #require(found.first)
    #expect(first.code == code)
    #expect(XMLTest.at(first.location) == at)
    #expect(first.message.contains(message), "\(first.message)")
  }
}
