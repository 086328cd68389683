import SceneDiffCore
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// Navigation graphs: what is read, each action as a screen change, and located diagnostics.
@Suite struct NavigationGraphTests {
  static let res = TestPaths.fixtures(of: "SceneDiffAndroidTests") + "/navigation/res"

  /// The graph with a nested `<navigation>`, an `<include>`d graph and global actions.
  static func graph() throws -> NavigationGraph {
    try NavigationGraph.load(path: res + "/navigation/graph.xml").value
  }

  @Test func readsDestinationsActionsNestedAndIncludedGraphs() throws {
    let graph = try NavigationGraphTests.graph()
    #expect(graph.id == "main" && graph.startDestination == "a")
    // Document order: a, the nested graph and its b, then the included graph and its dialog.
    #expect(graph.destinations.map(\.id) == ["a", "nested", "b", "sub", "sub_start"])
    #expect(graph.destinations.map(\.kind) == [.fragment, .graph, .fragment, .graph, .dialog])
    #expect(
      graph.actions.map(\.id) == ["to_nested", "to_included", "nested_global", "global_to_b"]
    )
    let action = try #require(graph.action("to_nested"))
    #expect(action.source == "a" && action.destination == "nested")
    #expect(action.enterAnim == "@anim/enter" && action.exitAnim == "@android:anim/fade_out")
    #expect(
      action.popEnterAnim == "@anim/fragment_close_enter" && action.popExitAnim == "@anim/enter"
    )
    #expect(action.popUpTo == "main" && action.popUpToInclusive == false)
    // Global actions have no source destination; the nested one belongs to its graph.
    #expect(graph.action("global_to_b")?.source == nil)
    #expect(graph.action("nested_global")?.graph == "nested")
  }

  /// An action forward, and its pop, which has nowhere to go back to.
  ///
  /// Forward: the source leaves running exitAnim, the destination (a nested graph: its start
  /// destination b) comes running enterAnim. Its `app:popUpTo` is the root graph `main`, so
  /// popping b empties the back stack and leaves the app: no screen change
  /// (NavigationPopUpToTests has the pops that go back somewhere).
  @Test func anActionForwardAndPopped() throws {
    let graph = try NavigationGraphTests.graph()
    let forward = try graph.step(action: "to_nested", isPop: false)
    #expect(forward.from.id == "a" && forward.to.id == "b")
    #expect(forward.fromLayout.hasSuffix("/layout/screen_a.xml"))
    #expect(forward.toLayout.hasSuffix("/layout/screen_b.xml"))
    #expect(forward.enterAnim == "@anim/enter" && forward.exitAnim == "@android:anim/fade_out")
    #expect(!forward.isPop)
    #expect(throws: DiagnosticsError.self) { try graph.step(action: "to_nested", isPop: true) }
    do {
      _ = try graph.step(action: "to_nested", isPop: true)
    } catch {
      #expect(error.diagnostics.map(\.code) == ["pop-leaves-app"])
      // The <action> starts on line 7 of graph.xml, indented 4.
      #expect(error.diagnostics.first?.location?.line == 7)
    }
  }

  /// An included graph opens its start destination; a global action starts from the start
  /// destination of the graph it is declared in.
  @Test func includedGraphsAndGlobalActions() throws {
    let graph = try NavigationGraphTests.graph()
    let included = try graph.step(action: "to_included", isPop: false)
    #expect(included.from.id == "a" && included.to.id == "sub_start")
    let global = try graph.step(action: "global_to_b", isPop: false)
    #expect(global.from.id == "a" && global.to.id == "b")
    let nested = try graph.step(action: "nested_global", isPop: false)
    #expect(nested.from.id == "b" && nested.to.id == "a")
  }

  /// Every bad input of bad.xml, each at its exact place.
  @Test func badInputsAreLocated() throws {
    let path = NavigationGraphTests.res + "/navigation/bad.xml"
    let error = try #require(throws: DiagnosticsError.self) {
      try NavigationGraph.load(path: path)
    }
    let found = error.diagnostics.map {
      "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.severity.rawValue) \($0.code)"
    }
    #expect(
      found == [
        // Line 6: `    <action android:id="@+id/to_nowhere" />`, the `<` after 4 spaces.
        "6:5 error action-without-destination",
        // Line 7: `    <action ` is 12 characters, `android:id="@+id/to_ghost"` 26 (columns
        // 13–38), a space, then `app:destination="` (17, columns 40–56): the value at 57.
        "7:57 error unknown-destination",
        // Line 8: columns 13–34 `android:id="@+id/to_b"` (22), a space, columns 36–58
        // `app:destination="@id/b"` (23), a space, `app:enterAnim="` (15, columns 60–74):
        // the value at 75.
        "8:75 error unresolved-reference",
        // Line 9: `    <transition />`.
        "9:5 error unknown-tag",
        // Line 11: `  <fragment android:id="@+id/b" />`, reached by to_b, has no tools:layout.
        "11:3 warning missing-layout",
        // Line 12: `  <composable android:id="@+id/c" />`.
        "12:3 error unknown-tag",
      ]
    )
  }

  /// Planning an action whose destination has no tools:layout is an error at the destination.
  @Test func aDestinationWithoutLayoutCannotBePlanned() throws {
    let graph = NavigationGraph(
      path: "nav.xml",
      startDestination: "a",
      destinations: [
        NavigationDestination(
          id: "a",
          kind: .fragment,
          layout: "@layout/a",
          layoutPath: "layout/a.xml",
          location: SourceLocation(file: "nav.xml", line: 2, column: 3)
        ),
        NavigationDestination(
          id: "b",
          kind: .fragment,
          location: SourceLocation(file: "nav.xml", line: 5, column: 3)
        ),
      ],
      actions: [
        NavigationAction(
          id: "go",
          destination: "b",
          source: "a",
          location: SourceLocation(file: "nav.xml", line: 3, column: 5)
        )
      ]
    )
    let error = try #require(throws: DiagnosticsError.self) {
      try graph.step(action: "go", isPop: false)
    }
    #expect(error.diagnostics.map(\.code) == ["missing-layout"])
    #expect(error.diagnostics.first?.location?.line == 5)
    let unknown = try #require(throws: DiagnosticsError.self) {
      try graph.step(action: "nope", isPop: false)
    }
    #expect(unknown.diagnostics.map(\.code) == ["unknown-action"])
  }
}
