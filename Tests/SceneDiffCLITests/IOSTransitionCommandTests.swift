import Foundation
import SceneDiffTestSupport
import Testing

/// iOS transition files through the command line: `--transition` takes them by their root
/// element, and `check` reports their errors at their locations.
@Suite struct IOSTransitionCommandTests {
  @Test func planTakesAnIOSFile() throws {
    let run = try ToolRunner.run([
      "plan", "Scenes/ios/layout/pager_one.xml", "Scenes/ios/layout/pager_two.xml",
      "--transition", "Scenes/ios/transition/page_push.xml",
    ])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    // 0.35 s is 350 ms; the pager is 358 pt wide, so the new page starts 358 to the right and
    // the old page ends 358 to the left; the curve keeps its Core Animation name.
    #expect(run.stdout.contains("\"totalDurationMs\": 350"))
    #expect(run.stdout.contains("\"transition\": \"CATransition\""))
    #expect(run.stdout.contains("\"from\": 358,"))
    #expect(run.stdout.contains("\"to\": -358,"))
    #expect(run.stdout.contains("\"apple\": \"easeInEaseOut\""))
  }

  @Test func checkLocatesAMisspelledOption() throws {
    let folder = try TemporaryFolder("ios")
    let file = try folder.write(
      """
      <uiViewTransition from="front" to="back" duration="0.5"
                        options="transitionFlipFromRigth showHideTransitionViews"/>
      """,
      to: "flip.xml"
    )
    let run = try ToolRunner.run(["check", file])
    #expect(run.status == 1)
    // Line 2, the value starts after 18 spaces and `options="`: column 19 + 9 = 28.
    #expect(
      run.stderr.contains(
        "\(file):2:28: error: unknown option 'transitionFlipFromRigth': expected UIView.AnimationOptions members such as 'transitionCrossDissolve' or 'curveEaseInOut'; did you mean 'transitionFlipFromRight'?"
      ),
      "\(run.stderr)"
    )
  }
}
