import SceneDiffCore
import SceneDiffTestSupport
import Testing

@testable import SceneDiffExport

/// A plan's `transitionSource` in plan JSON and in the explanation's words.
@Suite struct TransitionSourceTests {
  static let rule = SourceLocation(file: "res/transition/manager.xml", line: 4, column: 5)

  @Test(arguments: [
    (
      TransitionSource.file("res/transition/fade.xml"),
      #"{"kind":"file","file":"res/transition/fade.xml"}"#,
      "res/transition/fade.xml"
    ),
    (
      .managerRule(transition: "res/transition/fade.xml", rule: rule),
      #"{"kind":"manager-rule","file":"res/transition/fade.xml","manager":"res/transition/manager.xml","line":4,"column":5}"#,
      "res/transition/fade.xml, picked by the rule at res/transition/manager.xml:4:5"
    ),
    (.autoTransition, #"{"kind":"auto-transition"}"#, "AutoTransition (no transition given)"),
    (
      .managerFallback(manager: "m.xml", reason: "no rule has toScene 'b.xml'"),
      #"{"kind":"manager-fallback","manager":"m.xml","reason":"no rule has toScene 'b.xml'"}"#,
      "AutoTransition, the fallback of m.xml: no rule has toScene 'b.xml'"
    ),
  ])
  func eachKindHasItsKeysAndWords(source: TransitionSource, json: String, words: String) {
    #expect(source.json.render(indent: nil) == json)
    #expect(source.summary == words)
  }

  @Test func thePlanSaysItAfterTheScenesAndBeforeTheTimes() {
    let scene = TestScenes.scene([TestScenes.view("card", 0, 0, 10, 10)])
    var plan = Plan(fromScene: scene, toScene: scene)
    guard case .object(let unsaid) = plan.json else {
      Issue.record("not an object")
      return
    }
    // Design §4's keys keep their order; the new key sits after the scenes' description
    // (here: no density, no device) and is null when nobody said where the transition came from.
    #expect(
      unsaid.map(\.0) == [
        "format", "version", "from", "to", "units", "transitionSource", "totalDurationMs",
        "matches", "appearing", "disappearing", "animators", "diagnostics",
      ]
    )
    #expect(unsaid[5].1 == .null)
    plan.transitionSource = .autoTransition
    guard case .object(let said) = plan.json else {
      Issue.record("not an object")
      return
    }
    #expect(said[5].1 == .object([("kind", .string("auto-transition"))]))
  }

  @Test func theExplanationNamesTheTransitionFirst() {
    let scene = TestScenes.scene([TestScenes.view("card", 0, 0, 10, 10)])
    let explanation = MatchExplanation(
      from: scene,
      to: scene,
      source: .managerRule(transition: "t.xml", rule: Self.rule)
    )
    #expect(
      explanation.text.hasPrefix(
        "transition t.xml, picked by the rule at res/transition/manager.xml:4:5\nfrom "
      )
    )
  }
}
