import Foundation
import SceneDiffTestSupport
import Testing

@testable import SceneDiff

/// `Batch.discover` finds Navigation graphs beside transitionManager files and plans every
/// action forward and popped.
@Suite struct BatchNavigationTests {
  static let scenario = TestPaths.package("Scenes/android-screens")

  @Test func everyActionForwardAndPopped() throws {
    let discovery = Batch.discover([BatchNavigationTests.scenario])
    #expect(discovery.diagnostics.isEmpty)
    // The graph sorts before transition/manager.xml, whose screen changes come after.
    let jobs = Array(discovery.jobs.prefix(4))
    #expect(jobs.allSatisfy { $0.isNavigation })
    // nav_graph.xml has two actions with a destination: each forward, then popped.
    #expect(
      jobs.map(\.label) == [
        "nav_graph.xml: action_list_to_detail", "nav_graph.xml: action_list_to_detail (pop)",
        "nav_graph.xml: action_global_settings", "nav_graph.xml: action_global_settings (pop)",
      ]
    )
    #expect(
      jobs.map(\.name) == [
        "nav_graph-action_list_to_detail", "nav_graph-action_list_to_detail-pop",
        "nav_graph-action_global_settings", "nav_graph-action_global_settings-pop",
      ]
    )
    let stem = { (path: String) in ((path as NSString).lastPathComponent) }
    // Popped, the destination's layout leaves and the source's comes back.
    #expect(
      jobs.map { "\(stem($0.from)) → \(stem($0.to))" } == [
        "fragment_list.xml → fragment_detail.xml", "fragment_detail.xml → fragment_list.xml",
        "fragment_list.xml → fragment_settings.xml", "fragment_settings.xml → fragment_list.xml",
      ]
    )
    let results = Batch.run(jobs)
    // Every one plans one slide per screen root (400 ms, config_mediumAnimTime).
    #expect(results.map { $0.plan?.totalDurationMs } == [400, 400, 400, 400])
    #expect(results.allSatisfy { $0.diagnostics.isEmpty })
  }

  /// An action whose destination has no layout is an error at the destination, and the
  /// graph's other action still gives its pairs.
  @Test func anActionThatCannotBePlannedFailsAlone() throws {
    let folder = try TemporaryFolder("navigation")
    let layout = """
      <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android"
          android:layout_width="match_parent" android:layout_height="match_parent" />

      """
    try folder.write(layout, to: "res/layout/a.xml")
    try folder.write(layout, to: "res/layout/b.xml")
    try folder.write(
      """
      <navigation xmlns:android="http://schemas.android.com/apk/res/android"
          xmlns:app="http://schemas.android.com/apk/res-auto"
          xmlns:tools="http://schemas.android.com/tools" app:startDestination="@id/a">
        <fragment android:id="@+id/a" tools:layout="@layout/a">
          <action android:id="@+id/to_b" app:destination="@id/b" />
          <action android:id="@+id/to_c" app:destination="@id/c" />
        </fragment>
        <fragment android:id="@+id/b" tools:layout="@layout/b" />
        <fragment android:id="@+id/c" />
      </navigation>

      """,
      to: "res/navigation/graph.xml"
    )
    let discovery = Batch.discover([folder.path])
    #expect(discovery.jobs.map(\.label) == ["graph.xml: to_b", "graph.xml: to_b (pop)"])
    // Line 9, `  <fragment android:id="@+id/c" />`: reported once, for the forward action.
    #expect(
      discovery.diagnostics.map {
        "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.code)"
      }
        == ["9:3 missing-layout"]
    )
  }
}
