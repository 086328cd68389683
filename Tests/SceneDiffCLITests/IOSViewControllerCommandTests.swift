import Foundation
import SceneDiffTestSupport
import Testing

/// View-controller transitions through the command line: the shipped scenes, `--operation`,
/// and the interactive pop (Docs/ios-transition-format.md, Docs/interaction.md).
@Suite struct IOSViewControllerCommandTests {
  /// The shipped album screens.
  static let list = "Scenes/ios/layout/album_list.xml"
  static let detail = "Scenes/ios/layout/album_detail.xml"
  static let photo = "Scenes/ios/layout/album_photo.xml"

  @Test func theInteractivePopCancelsFromAQuarter() throws {
    let frames = try InteractionCommandTests.frames([
      "sample", Self.photo, Self.detail,
      "--transition", "Scenes/ios/transition/nav_pop.xml",
      "--interaction", "Scenes/ios/interaction/pop_release_25.xml",
      "--at", "50,120,250", "--compact",
    ])
    // Scrubbed linearly: the popped photo at 0.1 × 390 = 39 at 50 ms and 0.25 × 390 = 97.5
    // while held at 25 %; the album beneath at −130 × (1 − 0.25) = −97.5. Released below the
    // threshold, it cancels in 0.25 × 400 / 1 = 100 ms: at 250 ms the photo is back at 0 and
    // the album at −130.
    let photo = frames.map { InteractionCommandTests.left($0, "from:album_photo") ?? .nan }
    let album = frames.map { InteractionCommandTests.left($0, "to:album_detail") ?? .nan }
    #expect(abs(photo[0] - 39) < 1e-3 && abs(photo[1] - 97.5) < 1e-3 && photo[2] == 0)
    #expect(abs(album[1] - -97.5) < 1e-3 && album[2] == -130)
  }

  @Test func operationOptionChoosesTheAnimatorsPop() throws {
    let run = try ToolRunner.run([
      "plan", Self.detail, Self.list,
      "--transition", "Scenes/ios/transition/scale_animator.xml", "--operation", "pop",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    // A pop: the outgoing view on top, shrinking to 0.8; the incoming one does not move.
    #expect(run.stdout.contains("\"order\": \"leavingOnTop\""))
    #expect(run.stdout.contains("\"to\": 0.8"))
    #expect(!run.stdout.contains("\"target\": \"to:album_list\""))
  }

  @Test func operationTheAnimatorLacksIsAnError() throws {
    let run = try ToolRunner.run([
      "plan", Self.detail, Self.list,
      "--transition", "Scenes/ios/transition/nav_push.xml", "--operation", "dismiss",
    ])
    #expect(run.status == 1)
    #expect(
      run.stderr.contains(
        "Scenes/ios/transition/nav_push.xml:5:1: error: the UINavigationController has no 'dismiss' operation"
      ),
      "\(run.stderr)"
    )
  }

  @Test func explainTellsTheScreenChange() throws {
    let run = try ToolRunner.run([
      "explain", Self.detail, Self.photo, "--transition", "Scenes/ios/transition/nav_push.xml",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("the coming screen (to:) draws on top"))
    #expect(run.stdout.contains("UINavigationController translationX 0–400 ms"))
  }

  /// The interactive pop's arguments for `command`.
  static func interactivePop(_ command: String) -> [String] {
    [
      command, Self.photo, Self.detail, "--transition", "Scenes/ios/transition/nav_pop.xml",
      "--interaction", "Scenes/ios/interaction/pop_release_25.xml",
    ]
  }

  @Test func explainTellsTheInteraction() throws {
    let run = try ToolRunner.run(Self.interactivePop("explain"))
    #expect(run.status == 0, "\(run.stderr)")
    // Released at 25 % (100 of 400 ms) with 0.2 < 1 transitions per second, below the 50 %
    // threshold: it cancels, in 0.25 × 400 / 1 = 100 ms, from 150 to 250 ms.
    #expect(
      run.stdout.contains(
        "150 ms: release, velocity 0.2, threshold 50 % — cancels: 25 % is below the threshold"
      )
    )
    #expect(run.stdout.contains("  hold from 100 ms at 100 (25 %)"))
    #expect(run.stdout.contains("  cancel 150–250 ms: 100 → 0 along easeInOut"))
    #expect(run.stdout.contains("the motion ends at 250 ms"))
  }

  @Test func timelineDrawsTheInteractionRow() throws {
    let run = try ToolRunner.run(Self.interactivePop("timeline"))
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains(">interaction <tspan"))
    #expect(
      run.stdout.contains(
        "<title>cancel 150–250 ms: 100 → 0 ms of the transition along easeInOut</title>"
      )
    )
  }

  @Test func exportPlaysTheInteractionsMotion() throws {
    let run = try ToolRunner.run(Self.interactivePop("export") + ["--format", "waapi"])
    #expect(run.status == 0, "\(run.stderr)")
    // The module lasts the wall-clock motion, 250 ms; while held at 25 % the popped photo is
    // at 0.25 × 390 = 97.5 and the album at −130 × 0.75 = −97.5, and after the cancel they
    // hold their start places (0 and −130), not the pop's end.
    #expect(run.stdout.contains("\"totalDurationMs\":250"))
    #expect(run.stdout.contains("matrix(1, 0, 0, 1, 97.5, 0)"))
    #expect(run.stdout.contains("matrix(1, 0, 0, 1, -97.5, 0)"))
    #expect(run.stdout.contains("\"fill\":\"both\""))
    let css = try ToolRunner.run(Self.interactivePop("export"))
    #expect(css.status == 0)
    #expect(css.stdout.contains("data-total-ms=\"250\""))
  }

  @Test func checkLocatesEveryBadInput() throws {
    let folder = try TemporaryFolder("vc-check")
    let root = try folder.write(#"<navigationTransiton operation="push"/>"#, to: "a.xml")
    let style = try folder.write(#"<modalTransition style="flipHorizontl"/>"#, to: "b.xml")
    let animator = try folder.write(
      """
      <animatedTransitioning duration="-1" operation="pop">
        <push><incomng alpha="0"/></push>
      </animatedTransitioning>
      """,
      to: "c.xml"
    )
    let run = try ToolRunner.run(["check", root, style, animator])
    #expect(run.status == 1)
    // Columns counted by hand: the root's '<' (1), the value after '<modalTransition style="'
    // (24 + 1 = 25), after '<animatedTransitioning duration="' (33 + 1 = 34), after
    // '<animatedTransitioning duration="-1" operation="' (23 + 14 + 11 + 1 = 49), the '<' of
    // <incomng> after '  <push>' on line 2 (9).
    for line in [
      "\(root):1:1: error: unknown element <navigationTransiton>; expected a transition tag such as <changeBounds>, <fade>, <transitionSet> or <autoTransition>; did you mean <navigationTransition> (an iOS transition)?",
      "\(style):1:25: error: invalid value 'flipHorizontl' for 'style': expected coverVertical, flipHorizontal, crossDissolve, partialCurl; did you mean 'flipHorizontal'?",
      "\(animator):1:34: error: invalid value '-1' for 'duration': expected a number of seconds from 0 to 10000",
      "\(animator):1:49: error: <animatedTransitioning> has no <pop>: expected a <pop> child for operation 'pop'",
      "\(animator):2:9: error: unknown element <incomng> in <push>: expected <incoming> (the incoming view's start state) or <outgoing> (the outgoing view's end state); did you mean 'incoming'?",
    ] {
      #expect(run.stderr.contains(line), "\(run.stderr)")
    }
  }
}
