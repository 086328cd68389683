import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// Project mode on the two-module fixture (`Fixtures/projects/two-module`: an app and the
/// library it uses, the app overriding one dimension, colour, style and theme attribute) and
/// on the corpus's multi-module apps.
@Suite struct ProjectModeTests {
  /// The fixture project's folder.
  static let fixture = TestPaths.fixtures(of: "SceneDiffAndroidTests") + "/projects/two-module"
  /// A 400 × 800 px device at density 2 (1 dp = 2 px).
  let device = LayoutOptions(device: Device(width: 400, height: 800, density: 2))

  @Test func discoversModulesDependenciesAndSourceFolders() throws {
    let root = try #require(GradleProject.root(containing: Self.fixture + "/app/src/main/res"))
    #expect(root == Self.fixture)
    let project = GradleProject(root: root)
    #expect(project.diagnostics.isEmpty)
    #expect(project.modules.map(\.path) == [":app", ":lib"])
    let app = try #require(project.module(named: ":app"))
    let lib = try #require(project.module(named: ":lib"))
    #expect(app.kind == .application)
    #expect(lib.kind == .library)
    // `project(":lib").projectDir = file("libraries/lib")` moves the library's folder.
    #expect(lib.directory == Self.fixture + "/libraries/lib")
    // `testImplementation("junit…")` names no module; `implementation(project(":lib"))` does.
    #expect(app.dependencies.map(\.module) == [":lib"])
    #expect(app.dependencies.first?.location.line == 6)
    #expect(lib.resourceFolders == [Self.fixture + "/libraries/lib/src/main/res"])
    #expect(app.manifests == [Self.fixture + "/app/src/main/AndroidManifest.xml"])
    // The library is merged into the app, which overrides it: app first for both.
    #expect(project.overlayOrder(for: lib).map(\.path) == [":app", ":lib"])
    #expect(project.overlayOrder(for: app).map(\.path) == [":app", ":lib"])
  }

  @Test func libraryLayoutSeesTheAppsOverridesInOverlayOrder() throws {
    let file = Self.fixture + "/libraries/lib/src/main/res/layout/lib_card.xml"
    let scene = try LayoutFile.load(path: file, options: device).value
    // Theme: the library's manifest has no <application>; the app's names AppTheme, whose
    // cardSpacing (6dp, overriding Theme.Lib's 4dp) pads the root: 6 × 2 = 12 px.
    // Card: the app's @style/Card (150dp wide, not the library's 100dp) → 300 px; its padding
    // @dimen/card_padding is the app's 20dp (not 12dp) → 40 px; its top margin
    // @dimen/card_margin is only in the library: 8dp → 16 px. x = 12, y = 12 + 16 = 28,
    // height = 40 + 10dp (20 px) + 40 = 100.
    let card = try #require(scene.view("card"))
    #expect(bounds(card) == [12, 28, 300, 100])
    // @color/accent: the app's #0000ff, not the library's #ff0000.
    #expect(card.style.background?.uppercased() == "#0000FF")
    // Content: match_parent inside 40 px padding: 300 − 2 × 40 = 220 wide, 10dp = 20 px.
    #expect(bounds(scene.view("content")) == [40, 40, 220, 20])
    #expect(scene.view("content")?.style.background?.uppercased() == "#00FF00")
  }

  @Test func appLayoutIncludesTheLibrarysLayout() throws {
    let file = Self.fixture + "/app/src/main/res/layout/main.xml"
    let scene = try LayoutFile.load(path: file, options: device).value
    // header: @dimen/card_margin, defined only in the library: 8dp → 16 px high.
    #expect(bounds(scene.view("header")) == [0, 0, 400, 16])
    // The included lib_card lays out as in the library test, relative to its own root.
    #expect(bounds(scene.view("card")) == [12, 28, 300, 100])
  }

  @Test func noProjectUsesOnlyTheLayoutsOwnFolder() throws {
    var options = device
    options.usesProject = false
    let file = Self.fixture + "/libraries/lib/src/main/res/layout/lib_card.xml"
    do {
      _ = try LayoutFile.load(path: file, options: options)
      Issue.record("expected the theme attribute to be missing without the app's theme")
    } catch {
      let errors = error.diagnostics.filter { $0.severity == .error }
      #expect(errors.map(\.code) == ["missing-theme-attribute"])
      // `android:padding="?attr/cardSpacing"`: line 6, the value starts at column 22.
      #expect(errors.first?.location == SourceLocation(file: file, line: 6, column: 22))
    }
  }

  @Test func feature_module_layout_loads_with_the_base_modules_resources() throws {
    // topeka's quiz module (a dynamic feature depending on :app and :base) has no values of
    // its own for question.xml: @dimen/elevation_header is base/src/main/res/values/dimens.xml's
    // 4dp, and ?colorPrimary comes from the app manifest's @style/Topeka, whose parent
    // Topeka.Base sets colorPrimary to @color/topeka_primary = #00bad2 (base colors.xml).
    let file =
      TestPaths.sharedCorpus + "/apps/topeka/quiz/src/main/res/layout/question.xml"
    let scene = try LayoutFile.load(path: file).value
    let view = try #require(scene.view("question_view"))
    // match_parent × match_parent on the default 1080 × 1920 phone.
    #expect(bounds(view) == [0, 0, 1080, 1920])
    // 4dp × 2.625 = 10.5 px.
    #expect(view.transform.elevation == 10.5)
    #expect(view.style.background?.uppercased() == "#00BAD2")
  }

  @Test func variantSourceSetsComeBeforeMain() {
    // Android's order: variant, build type, flavours (last first), main.
    #expect(GradleProject.sourceSets("freeDebug") == ["freeDebug", "debug", "free", "main"])
    #expect(GradleProject.sourceSets("debug") == ["debug", "main"])
    #expect(GradleProject.sourceSets(nil) == ["main"])
    #expect(GradleProject.isPackaged("freeImplementation", "freeDebug"))
    #expect(!GradleProject.isPackaged("testImplementation", "freeDebug"))
    #expect(!GradleProject.isPackaged("debugImplementation", nil))
  }

  @Test func typeSafeAccessorNames() {
    #expect(GradleProject.accessor(for: ":core:design-system") == "core.designSystem")
    #expect(GradleProject.accessor(for: ":feature_home") == "featureHome")
  }
}
