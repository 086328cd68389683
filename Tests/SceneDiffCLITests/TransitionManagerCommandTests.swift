import Foundation
import SceneDiffTestSupport
import Testing

/// `--transition manager.xml`: the rule picked whatever the current directory and the paths'
/// spelling.
@Suite struct TransitionManagerCommandTests {
  /// The plan's `totalDurationMs`, or `nil` when stdout is not a plan.
  func totalDuration(_ run: ToolRunner.Output) throws -> Double? {
    let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    return (json?["totalDurationMs"] as? NSNumber)?.doubleValue
  }

  // Scenes/master-detail/transition/manager.xml's first rule, inbox → message_detail, picks
  // inbox_to_detail.xml: a together set with android:duration="300", so every child runs
  // 0–300 ms and the plan lasts 300 ms (AutoTransition would last 300 + 300 + 300 = 900).
  @Test(arguments: [
    (
      "Scenes/master-detail", ["layout/inbox.xml", "layout/message_detail.xml"],
      "transition/manager.xml"
    ),
    (
      "Scenes/master-detail", ["./layout/inbox.xml", "layout/../layout/message_detail.xml"],
      "transition/manager.xml"
    ),
    (
      "Scenes/master-detail/layout", ["inbox.xml", "message_detail.xml"],
      "../transition/manager.xml"
    ),
    (
      "Scenes/master-detail/transition", ["../layout/inbox.xml", "../layout/message_detail.xml"],
      "manager.xml"
    ),
    (
      ".",
      ["Scenes/master-detail/layout/inbox.xml", "Scenes/master-detail/layout/message_detail.xml"],
      "Scenes/master-detail/transition/manager.xml"
    ),
  ])
  func theManagersRuleIsPickedFromAnyDirectory(
    directory: String,
    scenes: [String],
    manager: String
  ) throws {
    let run = try ToolRunner.run(
      ["plan"] + scenes + ["--transition", manager, "--compact"],
      in: directory
    )
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty, "\(run.stderr)")
    #expect(try totalDuration(run) == 300)
  }

  @Test func absolutePathsPickTheRuleToo() throws {
    let base = ToolRunner.packageRoot.appendingPathComponent("Scenes/master-detail").path
    let run = try ToolRunner.run(
      [
        "plan", base + "/layout/inbox.xml", base + "/layout/message_detail.xml", "--transition",
        "transition/manager.xml", "--compact",
      ],
      in: "Scenes/master-detail"
    )
    #expect(run.stderr.isEmpty, "\(run.stderr)")
    #expect(try totalDuration(run) == 300)
  }

  /// The plan's `transitionSource` object.
  func source(_ run: ToolRunner.Output) throws -> [String: Any]? {
    let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    return json?["transitionSource"] as? [String: Any]
  }

  @Test func thePlanSaysWhichRulePickedItsTransition() throws {
    let run = try ToolRunner.run(
      [
        "plan", "layout/inbox.xml", "layout/message_detail.xml", "--transition",
        "transition/manager.xml",
      ],
      in: "Scenes/master-detail"
    )
    let source = try #require(try source(run))
    // manager.xml: line 1 the XML declaration, 2 <transitionManager>, 3 a comment, 4 the first
    // rule, indented by 4 spaces (column 5). `@transition/inbox_to_detail` in the current
    // directory's res/ is transition/inbox_to_detail.xml.
    #expect(source["kind"] as? String == "manager-rule")
    #expect(source["file"] as? String == "transition/inbox_to_detail.xml")
    #expect(source["manager"] as? String == "transition/manager.xml")
    #expect(source["line"] as? Int == 4)
    #expect(source["column"] as? Int == 5)
  }

  @Test func aTransitionFileOrNoneIsSaidToo() throws {
    let scenes = ["layout/inbox.xml", "layout/message_detail.xml"]
    let file = try ToolRunner.run(
      ["plan"] + scenes + ["--transition", "transition/inbox_to_detail.xml"],
      in: "Scenes/master-detail"
    )
    let fileSource = try #require(try source(file))
    #expect(fileSource["kind"] as? String == "file")
    #expect(fileSource["file"] as? String == "transition/inbox_to_detail.xml")
    let none = try ToolRunner.run(["plan"] + scenes, in: "Scenes/master-detail")
    #expect(try source(none)?["kind"] as? String == "auto-transition")
  }

  @Test func theManagersFallbackIsAWarningThatSaysWhy() throws {
    // inbox → inbox: the only rule for toScene inbox starts from message_detail.
    let run = try ToolRunner.run(
      ["plan", "layout/inbox.xml", "layout/inbox.xml", "--transition", "transition/manager.xml"],
      in: "Scenes/master-detail"
    )
    #expect(run.status == 0)
    let reason =
      "its rules for toScene 'layout/inbox.xml' apply only from 'layout/message_detail.xml'"
    #expect(
      run.stderr
        == "transition/manager.xml:1:1: warning: no rule in 'transition/manager.xml' applies from "
        + "'layout/inbox.xml' to 'layout/inbox.xml' (\(reason)); using AutoTransition, as "
        + "TransitionManager does\n"
    )
    let source = try #require(try source(run))
    #expect(source["kind"] as? String == "manager-fallback")
    #expect(source["manager"] as? String == "transition/manager.xml")
    #expect(source["reason"] as? String == reason)
    let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let diagnostics = try #require(json?["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.map { $0["code"] as? String } == ["no-rule"])
    #expect(diagnostics.first?["severity"] as? String == "warning")
  }

  @Test func aBadRuleElsewhereInTheManagerIsAnErrorButThePairStillPlans() throws {
    let folder = try ToolRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pairs = ToolRunner.fixtures + "/pairs"
    let manager = folder.appendingPathComponent("manager.xml").path
    try Data(
      """
      <transitionManager xmlns:android="http://schemas.android.com/apk/res/android">
        <transition android:toScene="\(pairs)/layout/a.xml" android:transition="missing.xml"/>
        <transition android:fromScene="\(pairs)/layout/a.xml"
            android:toScene="\(pairs)/layout/b.xml"
            android:transition="\(pairs)/transition/together.xml"/>
      </transitionManager>

      """.utf8
    ).write(to: URL(fileURLWithPath: manager))
    let run = try ToolRunner.run([
      "plan", "\(pairs)/layout/a.xml", "\(pairs)/layout/b.xml", "--transition", manager,
    ])
    // The first rule's transition does not exist: an error (exit 1) at its value; the second
    // rule, on line 3, still picks together.xml (a 200 ms together set).
    #expect(run.status == 1)
    #expect(run.stderr.hasPrefix("\(manager):2:"))
    #expect(run.stderr.contains("error: cannot resolve 'missing.xml'"))
    #expect(try totalDuration(run) == 200)
    #expect(try source(run)?["line"] as? Int == 3)
  }
}

/// `batch` on `res/` trees whose managers have only to-only rules.
@Suite struct BatchToOnlyRuleTests {
  static let basicTransition = URL(fileURLWithPath: TestPaths.corpus)
    .appendingPathComponent("animation-samples/BasicTransition/Application/src/main/res").path

  @Test func batchPlansTheRealSamplesToOnlyRuleFromTheScenesThatCanPrecedeIt() throws {
    let run = try ToolRunner.run([
      "batch", Self.basicTransition, "--json", "--res",
      "Tests/Fixtures/CorpusResources/BasicTransition/res", "--theme",
      "@android:style/Theme.Material.Light",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    // --json prints one line per pair.
    let results = try run.stdout.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(
      results.map { $0["name"] as? String } == ["res/scene1-to-scene3", "res/scene2-to-scene3"]
    )
    // scene3_transition_manager.xml: the XML declaration, a 15-line licence comment (lines
    // 2–16), <transitionManager> on 17 and the rule on 18, indented by 4 spaces.
    for result in results {
      let rule = try #require(result["rule"] as? [String: Any])
      #expect(rule["line"] as? Int == 18)
      #expect(rule["column"] as? Int == 5)
      #expect(rule["pairing"] as? String == "toScene-from-sibling")
      #expect(result["status"] as? String == "ok")
    }
  }

  @Test func theTableSaysWhichRuleMadeEachPair() throws {
    let run = try ToolRunner.run([
      "batch", Self.basicTransition, "--res", "Tests/Fixtures/CorpusResources/BasicTransition/res",
    ])
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.first?.hasSuffix("RULE") == true)
    #expect(
      lines.dropFirst().prefix(2).allSatisfy {
        $0.hasSuffix("scene3_transition_manager.xml:18 (toScene only; a sibling scene)")
      }
    )
  }

  @Test func aBatchThatFindsNoPairExitsWith1() throws {
    let run = try ToolRunner.run(["batch", "Scenes/list-remove/layout"])
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "scenediff: error: no transitionManager file under 'Scenes/list-remove/layout'\n"
    )
    #expect(
      run.stdout.hasSuffix("0 pairs: 0 planned, 0 failed; 1 error outside any pair (see above)\n")
    )
  }
}
