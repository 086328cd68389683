import Foundation
import SceneDiffTestSupport
import Testing

/// Storyboards and xibs through the command line: `FILE#NAME` wherever a scene is read.
@Suite struct InterfaceBuilderCommandTests {
  /// Hero's navigation example (corpus/ios, SOURCES.md §9): a navigation controller (initial)
  /// whose root is FirstViewController, which shows the scene `h5j-9x-2rK` (no name but its id).
  static let storyboard =
    TestPaths.sharedCorpus
    + "/ios/HeroTransitions__Hero/LegacyExamples/Examples/Navigation/Navigation.storyboard"

  @Test func scenePrintsANamedSceneAsANativeScene() throws {
    let run = try ToolRunner.run(["scene", Self.storyboard + "#h5j-9x-2rK"])
    #expect(run.status == 0)
    // The file: root view bZq-Ak-jNh 375 × 667 on retina4_7 (@2x: 750 × 1334 px), white
    // (white="1"); label idh-Iq-CSj at x 147.5, y 250, 80 × 168, text "2" in system 140.
    #expect(
      run.stdout.contains(
        #"<scene name="h5j-9x-2rK" width="375" height="667" units="pt" density="2" device="750x1334@2">"#
      )
    )
    #expect(
      run.stdout.contains(
        ##"<view id="bZq-Ak-jNh" class="UIView" x="0" y="0" width="375" height="667" background="#FFFFFF">"##
      )
    )
    #expect(
      run.stdout.contains(
        #"<view id="idh-Iq-CSj" class="UILabel" x="147.5" y="250" width="80" height="168" text="2" textSize="140"/>"#
      )
    )
  }

  @Test func aBareStoryboardIsItsInitialControllerWithTheNavigationBar() throws {
    let run = try ToolRunner.run(["scene", Self.storyboard])
    #expect(run.status == 0)
    // initialViewController="Yym-df-Bre", a navigation controller with a large-title bar
    // (0, 20, 375, 96) above its root view O4I-Sq-6sO.
    #expect(run.stdout.contains(#"<view id="O4I-Sq-6sO" class="UIView""#))
    #expect(
      run.stdout.contains(
        #"<view id="9jF-TL-dq6" class="UINavigationBar" x="0" y="20" width="375" height="96"/>"#
      )
    )
  }

  @Test func planBetweenTwoScenesOfOneStoryboard() throws {
    let folder = try TemporaryFolder("ib")
    let transition = try folder.write(
      #"<uiViewTransition from="O4I-Sq-6sO" to="bZq-Ak-jNh" duration="0.4" options="transitionCrossDissolve"/>"#,
      to: "fade.xml"
    )
    let run = try ToolRunner.run([
      "plan", Self.storyboard + "#FirstViewController", Self.storyboard + "#h5j-9x-2rK",
      "--transition", transition,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    // 0.4 s: the old root fades 1 → 0 while the new one fades 0 → 1.
    #expect(run.stdout.contains("\"totalDurationMs\": 400"))
    #expect(run.stdout.contains("\"target\": \"O4I-Sq-6sO\""))
    #expect(run.stdout.contains("\"target\": \"bZq-Ak-jNh\""))
  }

  @Test func checkNamesAnUnknownScene() throws {
    let run = try ToolRunner.run(["check", Self.storyboard + "#FirstViewControler"])
    #expect(run.status == 1)
    #expect(
      run.stderr.contains(
        "\(Self.storyboard):1:1: error: no scene named 'FirstViewControler'; did you mean 'FirstViewController'?"
      ),
      "\(run.stderr)"
    )
    let clean = try ToolRunner.run(["check", Self.storyboard])
    #expect(clean.status == 0)
    #expect(clean.stdout == "1 file checked: 0 errors, 0 warnings\n")
  }
}
