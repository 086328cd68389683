import SceneDiffCore
import SceneDiffTestSupport
import SceneDiffXML
import Testing

@testable import SceneDiffIOS

/// `<animatedTransitioning>`, `<navigationTransition>` and `<modalTransition>`
/// (Docs/ios-transition-format.md): what they read, and each bad input at its exact location.
@Suite struct IOSViewControllerFileTests {
  /// Loads `text` as `t.xml`.
  static func load(_ text: String) throws -> Loaded<SceneTransition> {
    try IOSTransitionFile.load(XMLTest.parse(text), path: XMLTest.file)
  }

  @Test func scaleAnimatorPerOperation() throws {
    let loaded = try Self.load(
      """
      <animatedTransitioning duration="0.4" usingSpringWithDamping="0.7" initialSpringVelocity="0.3">
        <push><incoming transform="scale(0.8)" alpha="0"/><outgoing transform="scale(0.9)" alpha="0"/></push>
        <pop><outgoing transform="scale(0.8) rotate(15deg)" alpha="0" frame="0 100%"/></pop>
      </animatedTransitioning>
      """
    )
    let kind = try #require(loaded.value.kind as? IOSAnimatedTransitioning)
    // No operation attribute: push, the first the file animates.
    #expect(kind.operation == .push && kind.operations == [.push, .pop])
    #expect(kind.timing.durationMs == 400)
    let push = try #require(kind.states[.push])
    #expect(push.incoming == IOSViewState(scaleX: 0.8, scaleY: 0.8, alpha: 0))
    #expect(push.outgoing == IOSViewState(scaleX: 0.9, scaleY: 0.9, alpha: 0))
    let pop = try #require(kind.states[.pop])
    #expect(pop.incoming == .identity)
    // frame="0 100%": the final frame moved down by the container's height.
    #expect(
      pop.outgoing
        == IOSViewState(
          scaleX: 0.8,
          scaleY: 0.8,
          rotation: 15,
          alpha: 0,
          frameY: IOSLength(fraction: 1)
        )
    )
  }

  @Test func transformFunctions() throws {
    let loaded = try Self.load(
      #"<animatedTransitioning duration="0.3" operation="present"><present><incoming transform="translate(12pt, -50%) scaleY(2)"/></present></animatedTransitioning>"#
    )
    let kind = try #require(loaded.value.kind as? IOSAnimatedTransitioning)
    #expect(kind.operation == .present)
    #expect(
      kind.states[.present]?.incoming
        == IOSViewState(
          scaleY: 2,
          translationX: IOSLength(points: 12),
          translationY: IOSLength(fraction: -0.5)
        )
    )
  }

  @Test func navigationAndModalDefaults() throws {
    let nav = try #require(
      try Self.load(#"<navigationTransition/>"#).value.kind as? IOSNavigationTransition
    )
    #expect(nav.operation == .push)
    let pop = try #require(
      try Self.load(#"<navigationTransition operation="pop"/>"#).value.kind
        as? IOSNavigationTransition
    )
    #expect(pop.operation == .pop)
    let modal = try #require(
      try Self.load(#"<modalTransition/>"#).value.kind as? IOSModalTransition
    )
    // UIModalTransitionStyle's default is coverVertical.
    #expect(modal.style == .coverVertical && modal.operation == .present)
    for style in IOSModalTransitionStyle.allCases {
      let kind = try #require(
        try Self.load(#"<modalTransition style="\#(style.rawValue)" operation="dismiss"/>"#)
          .value.kind as? IOSModalTransition
      )
      #expect(kind.style == style && kind.operation == .dismiss)
    }
  }

  @Test(arguments: [
    // (file, code, line:column, a part of the message); columns counted by hand: an element's
    // location is its '<', a value's its first character, an attribute's its name's first.
    (
      #"<animatedTransitioning duration="0.4"><psh/></animatedTransitioning>"#,
      "unknown-element", "1:39", "did you mean 'push'?"
    ),
    (
      #"<animatedTransitioning duration="-0.4"><push/></animatedTransitioning>"#,
      "invalid-value", "1:34", "invalid value '-0.4' for 'duration'"
    ),
    (
      #"<animatedTransitioning duration="0.4" operation="pop"><push/></animatedTransitioning>"#,
      "missing-element", "1:50", "has no <pop>"
    ),
    (
      #"<animatedTransitioning duration="0.4"><push><incoming alpah="0"/></push></animatedTransitioning>"#,
      "unknown-attribute", "1:55", "did you mean 'alpha'?"
    ),
    (
      #"<animatedTransitioning duration="0.4"><push><incoming transform="scal(0.8)"/></push></animatedTransitioning>"#,
      "invalid-value", "1:66", "did you mean 'scale'?"
    ),
    (
      #"<modalTransition style="coverVertikal"/>"#, "invalid-value", "1:25",
      "did you mean 'coverVertical'?"
    ),
    (
      #"<navigationTransition operation="present"/>"#, "invalid-value", "1:34",
      "push or pop on <navigationTransition>"
    ),
    (
      #"<animatedTransitioning duration="0.4" usingSpringWithDamping="0"><push/></animatedTransitioning>"#,
      "invalid-spring-parameter", "1:63", "'usingSpringWithDamping'"
    ),
    (
      #"<animatedTransitioning duration="0.4"/>"#, "missing-element", "1:1",
      "one child per operation"
    ),
  ])
  func badInputsAreLocated(text: String, code: String, at: String, message: String) throws {
    var found: [Diagnostic] = []
    do {
      _ = try Self.load(text)
    } catch let error as DiagnosticsError {
      found = error.diagnostics
    }
    let first = try #require(found.first)
    #expect(first.code == code)
    #expect(XMLTest.at(first.location) == at)
    #expect(first.message.contains(message), "\(first.message)")
  }
}
