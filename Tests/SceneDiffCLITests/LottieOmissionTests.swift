import Foundation
import SceneDiffTestSupport
import Testing

/// `export --format lottie` warns about every family it cannot hold instead of dropping it
/// silently (Docs/lottie.md, "Families").
@Suite struct LottieOmissionTests {
  /// android-profile's open_profile.xml runs `<changeImageTransform />` on the shared avatar,
  /// whose ImageView (`@+id/avatar`, centerCrop) grows from avatar_small to avatar_large, so its
  /// image matrix animates; the export draws a placeholder over the box and says so.
  @Test func anImageMatrixAnimationIsReported() throws {
    let run = try ToolRunner.run([
      "export", "--format", "lottie", "Scenes/android-profile/layout/profile_row.xml",
      "Scenes/android-profile/layout/profile_detail.xml", "--transition",
      "Scenes/android-profile/transition/open_profile.xml",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stderr
        == "scenediff: warning: the Lottie export draws the image of 'avatar' as a placeholder over the view's box: its image matrix animation (ChangeImageTransform) is not exported; sample, preview, render and the web exports draw it\n"
    )
  }

  /// A Recolor animates the swatch's `backgroundColor`; the fill keeps one colour.
  @Test func aColourAnimationIsReported() throws {
    let fixtures = "Tests/SceneDiffCLITests/Fixtures/recolor/"
    let run = try ToolRunner.run([
      "export", "--format", "lottie", fixtures + "grey.xml", fixtures + "teal.xml",
      "--transition", fixtures + "recolor.xml",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "scenediff: warning: the Lottie export keeps the background colour of 'swatch' static: its animation is not exported\n"
      )
    )
  }

  /// The iOS flip (a perspective) is approximated, and nothing is reported as omitted.
  @Test func aFlipIsAnApproximationNotAnOmission() throws {
    let run = try ToolRunner.run([
      "export", "--format", "lottie", "Scenes/ios/layout/card_front.xml",
      "Scenes/ios/layout/card_back.xml", "--transition", "Scenes/ios/transition/card_flip.xml",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("draws the perspective of"))
    #expect(!run.stderr.contains("is not exported"))
  }

  /// A move without images or colours has no warning at all.
  @Test func aPlainMoveHasNoWarning() throws {
    let run = try ToolRunner.run([
      "export", "--format", "lottie", "Tests/Browser/Pairs/px-moves/layout/left.xml",
      "Tests/Browser/Pairs/px-moves/layout/right.xml", "--transition",
      "Tests/Browser/Pairs/px-moves/transition/forward.xml",
    ])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
  }
}
