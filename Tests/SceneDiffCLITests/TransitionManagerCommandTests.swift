import Foundation
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
}
