import Foundation
import SceneDiffTestSupport
import Testing

/// Issue 13: option values that would run for minutes or read standard input twice.
@Suite struct CommandLimitsTests {
  let pair = [
    "Scenes/list-remove/layout/tasks_before.xml", "Scenes/list-remove/layout/tasks_after.xml",
  ]

  @Test(arguments: ["sample", "preview", "export"])
  func framesPerSecondIsBoundedWithAUsageError(command: String) throws {
    for fps in ["0", "1001", "1000000"] {
      let run = try ToolRunner.run([command] + pair + ["--fps", fps])
      #expect(run.status == 2)
      #expect(
        run.stderr.hasPrefix(
          "Error: invalid value '\(fps)' for '--fps': expected an integer from 1 to 1000\n"
        )
      )
    }
    // 1000 fps is allowed: the default AutoTransition lasts 900 ms → 902 frames at most.
    #expect(
      try ToolRunner.run([command] + pair + ["--fps", "1000", "-o", "/dev/null"]).status == 0
    )
  }

  @Test func aTransitionTooLongToSampleIsAnErrorNamingTheLimit() throws {
    let folder = try TemporaryFolder("limits")
    let transition = try folder.write(
      #"<changeBounds xmlns:android="http://schemas.android.com/apk/res/android" android:duration="100000000"/>"#,
      to: "res/transition/slow.xml"
    )
    // 100,000,000 ms at 60 fps: floor(100000000 × 60 / 1000) + 2 = 6,000,002 frames > 100,000.
    let run = try ToolRunner.run(["sample"] + pair + ["--transition", transition, "--fps", "60"])
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr.contains(
        "error: the transition lasts 100000000 ms, so --fps 60 would sample 6000002 frames, more than the limit of 100000; lower --fps or sample chosen instants with --at"
      )
    )
    // Chosen instants still work.
    #expect(
      try ToolRunner.run(["sample"] + pair + ["--transition", transition, "--at", "0,50"]).status
        == 0
    )
  }

  @Test func standardInputIsReadOnce() throws {
    let inbox = try String(
      contentsOfFile: ToolRunner.packageRoot.appendingPathComponent(
        "Scenes/master-detail/layout/inbox.xml"
      ).path,
      encoding: .utf8
    )
    let twice = try ToolRunner.run(["plan", "-", "-"], stdin: inbox)
    #expect(twice.status == 2)
    #expect(
      twice.stderr.hasPrefix(
        "Error: standard input can be read only once: give '-' for FROM or for TO, not both\n"
      )
    )
    // FROM from standard input with TO left out (TO is FROM changed) reads it once: the CTS
    // scene1 layout's red square goes from 10dp to 20dp: 26 → 53 px at 2.625 (52.5 rounds up).
    let cts = try String(
      contentsOfFile: TestPaths.corpus
        + "/platform_cts/tests/tests/transition/res/layout/scene1.xml",
      encoding: .utf8
    )
    let changed = try ToolRunner.run(
      ["plan", "-", "--set", "redSquare.layout_width=20dp", "--compact"],
      stdin: cts
    )
    #expect(changed.status == 0, "\(changed.stderr)")
    #expect(changed.stdout.contains(#""to":[0,0,53,26]"#))
  }
}
