import Foundation
import SceneDiffTestSupport
import Testing

/// `scenediff project` on the two-module fixture of the Android tests, and `--no-project`.
@Suite struct ProjectCommandTests {
  /// The fixture project, relative to the package root.
  static let fixture = "Tests/SceneDiffAndroidTests/Fixtures/projects/two-module"

  @Test func listsTheFixturesModulesAndFiles() throws {
    let output = try ToolRunner.run(["project", "app/src"], in: Self.fixture)
    #expect(output.status == 0)
    #expect(output.stderr == "")
    // Written from the fixture's files: settings include :app and :lib (moved to
    // libraries/lib), the app depends on :lib, the library's layouts see the app's overrides.
    #expect(
      output.stdout == """
        project . (settings.gradle.kts)
        module :app (application) app
          build file: app/build.gradle.kts
          depends on: :lib (implementation)
          resources seen: :app, :lib
          res: app/src/main/res
          manifests: app/src/main/AndroidManifest.xml
          layouts: 1
          themes: AppTheme, AppTheme.Main
          manifest themes: @style/AppTheme, @style/AppTheme.Main
          transition managers: none
          navigation graphs: none
        module :lib (library) libraries/lib
          build file: libraries/lib/build.gradle.kts
          depends on: none
          resources seen: :app, :lib
          res: libraries/lib/src/main/res
          manifests: libraries/lib/src/main/AndroidManifest.xml
          layouts: 1
          themes: Theme.Lib
          manifest themes: none
          transition managers: libraries/lib/src/main/res/transition/lib_manager.xml
          navigation graphs: libraries/lib/src/main/res/navigation/lib_graph.xml

        """
    )
  }

  @Test func jsonNamesTheFormatAndEveryModule() throws {
    let output = try ToolRunner.run(["project", "--json", Self.fixture])
    #expect(output.status == 0)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
    )
    #expect(document["format"] as? String == "scenediff.project")
    let modules = try #require(document["modules"] as? [[String: Any]])
    #expect(modules.map { $0["path"] as? String } == [":app", ":lib"])
    #expect(
      modules.map { $0["resourcesSeen"] as? [String] } == [[":app", ":lib"], [":app", ":lib"]]
    )
  }

  @Test func outsideAProjectIsAnError() throws {
    let folder = try TemporaryFolder("project")
    let output = try ToolRunner.run(["project", folder.path])
    #expect(output.status == 1)
    #expect(output.stderr.contains("error: no settings.gradle or settings.gradle.kts at or above"))
  }

  @Test func sceneUsesTheProjectUnlessNoProject() throws {
    let layout = "libraries/lib/src/main/res/layout/lib_card.xml"
    let inProject = try ToolRunner.run(
      ["scene", "--device", "400x800@2", layout],
      in: Self.fixture
    )
    #expect(inProject.status == 0)
    // The app's Card style (150dp → 300 px) and theme spacing (6dp → 12 px), as in the
    // Android tests.
    #expect(
      inProject.stdout.contains(
        #"<view id="card" class="FrameLayout" x="12" y="28" width="300" height="100""#
      )
    )
    let alone = try ToolRunner.run(["scene", "--no-project", layout], in: Self.fixture)
    #expect(alone.status == 1)
    // Without the app module, its attribute is unknown; the message says whose it must be.
    #expect(
      alone.stderr
        == "\(layout):6:22: error: theme '@android:style/Theme.Material.Light' does not define "
        + "'?attr/cardSpacing'; neither the framework, AppCompat nor Material Components themes "
        + "set it, so it is the app's or a library's own attribute, set by a theme (SceneDiff's "
        + "default for the layout's widgets, as no AndroidManifest.xml names one) whose values "
        + "are not in the res/ folders\n"
    )
  }

  @Test func lenientTurnsTheErrorIntoALocatedWarning() throws {
    let layout = "libraries/lib/src/main/res/layout/lib_card.xml"
    let output = try ToolRunner.run(
      ["scene", "--no-project", "--lenient", "--device", "400x800@2", layout],
      in: Self.fixture
    )
    #expect(output.status == 0)
    #expect(
      output.stderr
        == "\(layout):6:22: warning: theme '@android:style/Theme.Material.Light' does not define "
        + "'?attr/cardSpacing'; neither the framework, AppCompat nor Material Components themes "
        + "set it, so it is the app's or a library's own attribute, set by a theme (SceneDiff's "
        + "default for the layout's widgets, as no AndroidManifest.xml names one) whose values "
        + "are not in the res/ folders; --lenient uses a placeholder of the attribute's kind (0dp, 0, "
        + "false, transparent, no drawable, the attribute's name as text)\n"
    )
    // Padding 0 (placeholder); the library's own Card: 100dp → 200 px wide, padding 12dp →
    // 24 px, top margin 8dp → 16 px; height 24 + 10dp (20 px) + 24 = 68.
    #expect(
      output.stdout.contains(
        #"<view id="card" class="FrameLayout" x="0" y="16" width="200" height="68""#
      )
    )
  }
}
