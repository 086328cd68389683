import Foundation
import SceneDiffTestSupport
import Testing

/// A MotionLayout layout planned to its own end state from the command line: the MotionScene's
/// `<Transition>` runs unless `--transition` is given (Scenes/motion-layout).
@Suite struct MotionLayoutCommandTests {
  /// The plan JSON of a run.
  func plan(_ run: ToolRunner.Output) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
  }

  @Test func planPlaysTheMotionScene() throws {
    let run = try ToolRunner.run(
      ["plan", "layout/player.xml", "--motion-end", "--compact"],
      in: "Scenes/motion-layout"
    )
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty, "\(run.stderr)")
    let json = try plan(run)
    // xml/player_scene.xml: motion:duration="450"; its <Transition> starts at line 11, column 3
    // (after the XML declaration, a 5-line comment, the 3-line <MotionScene> start tag and a
    // blank line).
    #expect((json["totalDurationMs"] as? NSNumber)?.doubleValue == 450)
    let source = try #require(json["transitionSource"] as? [String: Any])
    #expect(source["kind"] as? String == "motion-scene")
    #expect(source["file"] as? String == "xml/player_scene.xml")
    #expect(source["line"] as? Int == 11)
    let animators = try #require(json["animators"] as? [[String: Any]])
    #expect(animators.allSatisfy { $0["transition"] as? String == "MotionLayout" })
    // easeInOut is MotionLayout's AccelerateDecelerateInterpolator.
    #expect(animators.allSatisfy { $0["interpolator"] as? String == "accelerateDecelerate" })
  }

  @Test func explainNamesTheTransitionAndTransitionOverrides() throws {
    let explain = try ToolRunner.run(
      ["explain", "layout/player.xml", "--motion-end"],
      in: "Scenes/motion-layout"
    )
    #expect(explain.status == 0)
    #expect(
      explain.stdout.hasPrefix(
        "transition the MotionScene <Transition> at xml/player_scene.xml:11:3, played to its end\n"
      )
    )
    let folder = try TemporaryFolder("motion-cli")
    let fade = folder.url.appendingPathComponent("fade.xml")
    try Data(
      #"<fade xmlns:android="http://schemas.android.com/apk/res/android" android:duration="100"/>"#
        .utf8
    ).write(to: fade)
    let run = try ToolRunner.run(
      ["plan", "layout/player.xml", "--motion-end", "--transition", fade.path, "--compact"],
      in: "Scenes/motion-layout"
    )
    #expect(run.status == 0)
    let json = try plan(run)
    #expect((json["transitionSource"] as? [String: Any])?["kind"] as? String == "file")
    // Fade animates only views whose visibility changes; none do, so nothing runs.
    #expect((json["totalDurationMs"] as? NSNumber)?.doubleValue ?? -1 <= 100)
  }
}
