import Foundation
import SceneDiffTestSupport
import Testing

/// Material patterns from the command line: theme durations from the scenario's manifest and
/// from `--theme`, and a bad constructor argument's diagnostic.
@Suite struct MaterialCommandTests {
  /// The plan's `totalDurationMs`, or `nil` when stdout is not a plan.
  func totalDuration(_ run: ToolRunner.Output) throws -> Double? {
    let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    return (json?["totalDurationMs"] as? NSNumber)?.doubleValue
  }

  // Scenes/material's manifest names Theme.Reply, whose parent is Theme.Material3.Light…: shared
  // axis and fade through take motionDurationLong1 = 450 ms (material-motion.md §1.1). With
  // --theme Theme.MaterialComponents.Light the M2 value is 300 ms. The bottom-navigation set's
  // changeBounds lasts 300 ms, so the plan lasts max(450, 300) = 450 or max(300, 300) = 300.
  @Test(
    arguments: [
      ("onboarding_welcome", "onboarding_sync", nil, 450.0),
      ("onboarding_welcome", "onboarding_sync", "Theme.MaterialComponents.Light", 300),
      ("nav_inbox", "nav_saved", nil, 450),
      ("nav_inbox", "nav_saved", "@style/Theme.MaterialComponents.Light", 300),
    ] as [(String, String, String?, Double)]
  )
  func themeDurations(from: String, to: String, theme: String?, expected: Double) throws {
    let run = try ToolRunner.run(
      [
        "plan", "layout/\(from).xml", "layout/\(to).xml", "--transition",
        "transition/manager.xml", "--compact",
      ] + (theme.map { ["--theme", $0] } ?? []),
      in: "Scenes/material"
    )
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty, "\(run.stderr)")
    #expect(try totalDuration(run) == expected)
  }

  @Test func aMissingArgumentIsALocatedError() throws {
    let folder = try TemporaryFolder("material-cli")
    let file = try folder.write(
      """
      <transition xmlns:sd="https://scenediff.dev/ns"
          class="com.google.android.material.transition.MaterialSharedAxis" sd:axis="x"/>
      """,
      to: "res/transition/t.xml"
    )
    let run = try ToolRunner.run(["check", file])
    #expect(run.status == 1)
    // The element starts at line 1, column 1.
    #expect(
      run.stderr.contains(
        "\(file):1:1: error: MaterialSharedAxis needs its constructor argument sd:forward"
      )
    )
  }
}
