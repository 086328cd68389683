import SceneDiffCore
import Testing

@testable import SceneDiffAndroid

/// The Gradle subset project mode reads (`Docs/projects.md`), and the warnings for the rest.
@Suite struct GradleScriptTests {
  @Test func settingsIncludeFormsAndProjectDirectories() {
    let settings = GradleSettings(
      file: "settings.gradle",
      source: """
        // include ':commented'
        include ':app'
        include ':core', 'feature:home'
        include(
            ":lib:ui",
            ":lib:data"
        )
        project(':core').projectDir = new File(rootDir, 'libraries/core')
        project(":lib:ui").projectDir = file("ui")
        """
    )
    #expect(settings.diagnostics.isEmpty)
    #expect(
      settings.modules.map(\.path) == [":app", ":core", ":feature:home", ":lib:ui", ":lib:data"]
    )
    #expect(settings.modules.map(\.location.line) == [2, 3, 3, 4, 4])
    #expect(settings.directories == [":core": "libraries/core", ":lib:ui": "ui"])
  }

  @Test func unreadSettingsFormsAreWarningsWithLocations() {
    let settings = GradleSettings(
      file: "settings.gradle.kts",
      source: """
        include(":app")
        include(*modules.toTypedArray())
        project(":app").projectDir = computeFolder()
        """
    )
    #expect(settings.modules.map(\.path) == [":app"])
    #expect(settings.diagnostics.map(\.code) == ["gradle-form-unread", "gradle-form-unread"])
    #expect(settings.diagnostics.map(\.severity) == [.warning, .warning])
    // `include` starts line 2 at column 1; `.projectDir` is at column 16 of line 3.
    #expect(
      settings.diagnostics.map(\.location) == [
        SourceLocation(file: "settings.gradle.kts", line: 2, column: 1),
        SourceLocation(file: "settings.gradle.kts", line: 3, column: 16),
      ]
    )
  }

  @Test func buildScriptPluginsAndDependencyForms() {
    let script = GradleBuildScript(
      file: "build.gradle",
      source: """
        apply plugin: 'com.android.library'
        dependencies {
            implementation project(':core')
            api(project(":lib:ui"))
            implementation project(path: ':lib:data', configuration: 'default')
            implementation(projects.feature.home)
            testImplementation project(':testing')
            // implementation project(':commented')
        }
        """,
      accessors: ["feature.home": ":feature:home"]
    )
    #expect(script.kind == .library)
    #expect(script.diagnostics.isEmpty)
    #expect(
      script.dependencies.map { "\($0.configuration) \($0.module)" } == [
        "implementation :core", "api :lib:ui", "implementation :lib:data",
        "implementation :feature:home", "testImplementation :testing",
      ]
    )
    #expect(script.dependencies.map(\.location.line) == [3, 4, 5, 6, 7])
  }

  @Test func unreadDependencyFormsAreWarnings() {
    let script = GradleBuildScript(
      file: "build.gradle.kts",
      source: """
        plugins { alias(libs.plugins.android.application) }
        dependencies {
            implementation(project(moduleName))
            implementation(projects.missing)
        }
        """,
      accessors: [:]
    )
    #expect(script.kind == .application)
    #expect(script.dependencies.isEmpty)
    #expect(script.diagnostics.map(\.code) == ["gradle-form-unread", "gradle-module-unknown"])
    #expect(script.diagnostics.map(\.location?.line) == [3, 4])
  }
}
