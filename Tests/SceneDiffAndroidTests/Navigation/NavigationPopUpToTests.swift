import SceneDiffCore
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// `app:popUpTo` and `app:popUpToInclusive`: where popping an action's destination goes
/// back to; and navigation-ui's `nav_default_*` animations.
@Suite struct NavigationPopUpToTests {
  /// The Android architecture-components NavigationBasicSample graph (corpus).
  static let basicSample =
    TestPaths.sharedCorpus
    + "/android-extra/android__architecture-components-samples/NavigationBasicSample/app/src/"
    + "main/res/navigation/navigation.xml"

  /// The corpus sample's pops go back to their popUpTo destinations.
  ///
  /// in_game → results_winner pops up to `match` (not inclusive): back from the results goes
  /// to the match screen, not to the game. results_winner → leaderboard pops up to
  /// `title_screen`: back goes to the title screen. The corpus has the graph but not its
  /// layouts, so the steps themselves are planned in the test below.
  @Test func popUpToDecidesWhereBackGoes() throws {
    let graph = try NavigationGraph.load(path: Self.basicSample).value
    let winner = try #require(graph.action("action_in_game_to_resultsWinner"))
    #expect(try graph.poppedBackTo(winner, source: "in_game") == "match")
    let leaderboard = try #require(graph.action("action_results_winner_to_leaderboard"))
    #expect(try graph.poppedBackTo(leaderboard, source: "results_winner") == "title_screen")
    // Without popUpTo, back goes to the action's source.
    let play = try #require(graph.actions.first { $0.popUpTo == nil && $0.destination != nil })
    #expect(try graph.poppedBackTo(play, source: "x") == "x")
  }

  /// Inclusive: back goes below X, taken to be the start destination; when X is the start
  /// destination, or the root graph, nothing lies below and the pop leaves the app.
  @Test func inclusiveAndLeavingTheApp() throws {
    let folder = try TemporaryFolder("popupto")
    let layout = """
      <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android"
          android:layout_width="match_parent" android:layout_height="match_parent" />

      """
    for name in ["home", "list", "detail", "done"] {
      try folder.write(layout, to: "res/layout/\(name).xml")
    }
    let graphPath = try folder.write(
      """
      <navigation xmlns:android="http://schemas.android.com/apk/res/android"
          xmlns:app="http://schemas.android.com/apk/res-auto"
          xmlns:tools="http://schemas.android.com/tools"
          android:id="@+id/root" app:startDestination="@id/home">
        <fragment android:id="@+id/home" tools:layout="@layout/home" />
        <fragment android:id="@+id/list" tools:layout="@layout/list" />
        <fragment android:id="@+id/done" tools:layout="@layout/done" />
        <fragment android:id="@+id/detail" tools:layout="@layout/detail">
          <action android:id="@+id/replace_list" app:destination="@id/done"
              app:popUpTo="@id/list" app:popUpToInclusive="true" />
          <action android:id="@+id/clear_to_home" app:destination="@id/done"
              app:popUpTo="@id/home" app:popUpToInclusive="true" />
          <action android:id="@+id/clear_graph" app:destination="@id/done"
              app:popUpTo="@id/root" />
        </fragment>
      </navigation>

      """,
      to: "res/navigation/graph.xml"
    )
    let graph = try NavigationGraph.load(path: graphPath).value
    // list popped too: below it lies home (the start destination); done leaves.
    let replaced = try graph.step(action: "replace_list", isPop: true)
    #expect(replaced.from.id == "done" && replaced.to.id == "home")
    #expect(replaced.toLayout.hasSuffix("/layout/home.xml"))
    for action in ["clear_to_home", "clear_graph"] {
      // Forward still plans detail → done.
      #expect(try graph.step(action: action, isPop: false).to.id == "done")
      do {
        _ = try graph.step(action: action, isPop: true)
        Issue.record("\(action): popping should leave the app")
      } catch {
        #expect(error.diagnostics.map(\.code) == ["pop-leaves-app"])
      }
    }
  }

  /// navigation-ui's defaults, built in: 500 ms (config_navAnimTime) alpha fades; the enter
  /// and both pop files linear, the exit on AccelerateInterpolator.
  @Test func navDefaultAnimations() throws {
    let expected: [(String, ViewAnimation.Kind, Interpolator)] = [
      ("nav_default_enter_anim", .alpha(from: 0, to: 1), .linear),
      ("nav_default_exit_anim", .alpha(from: 1, to: 0), .accelerate(factor: 1)),
      ("nav_default_pop_enter_anim", .alpha(from: 0, to: 1), .linear),
      ("nav_default_pop_exit_anim", .alpha(from: 1, to: 0), .linear),
    ]
    for (name, kind, curve) in expected {
      var animation = try ViewAnimationFile.resolve("@anim/\(name)", anchor: nil).value
      if case .set(let children, _) = animation.kind, let only = children.first {
        animation = only
      }
      #expect(animation.kind == kind, "\(name)")
      #expect(animation.durationMs == 500, "\(name)")
      #expect(animation.interpolator == curve, "\(name)")
    }
  }
}
