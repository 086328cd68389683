import Foundation
import SceneDiffTestSupport
import Testing

@testable import SceneDiff

/// Which pairs `Batch.discover` finds in a `res/` tree, and what a bad rule costs.
@Suite struct BatchDiscoveryTests {
  /// A native scene of one 100 × 100 root with one view per id, 10 × 10 each, in a row.
  static func scene(_ ids: [String]) -> String {
    let views = ids.enumerated().map { index, id in
      #"  <view id="\#(id)" x="\#(index * 10)" y="0" width="10" height="10"/>"#
    }
    return (["<scene width=\"100\" height=\"100\">"] + views + ["</scene>", ""])
      .joined(separator: "\n")
  }

  /// A manager file holding `rules`.
  static func manager(_ rules: String) -> String {
    """
    <transitionManager xmlns:android="http://schemas.android.com/apk/res/android">
    \(rules)
    </transitionManager>

    """
  }

  @Test func aBadRuleFailsAloneAndTheManifestsGoodRulesStillGivePairs() throws {
    let folder = try TemporaryFolder("discovery")
    try folder.write(Self.scene(["card"]), to: "res/layout/a.xml")
    try folder.write(Self.scene(["card"]), to: "res/layout/b.xml")
    try folder.write("<fade/>\n", to: "res/transition/t.xml")
    let manager = try folder.write(
      Self.manager(
        """
          <transition android:fromScene="@layout/a" android:toScene="@layout/b"
              android:transition="@transition/t"/>
          <transition android:fromScene="@layout/a" android:toScene="@layout/missing"
              android:transition="@transition/t"/>
          <transition android:fromScene="@layout/b" android:toScene="@layout/a"
              android:transition="@transition/t"/>
        """
      ),
      to: "res/transition/manager.xml"
    )
    let discovery = Batch.discover([folder.path])
    // Lines 2 and 6 are the good rules; line 4 names a layout that does not exist.
    #expect(discovery.jobs.map(\.name) == ["a-to-b", "b-to-a"])
    #expect(discovery.jobs.map(\.location.line) == [2, 6])
    let error = try #require(discovery.diagnostics.first)
    #expect(discovery.diagnostics.count == 1)
    #expect(error.code == "unresolved-reference")
    // `  <transition android:fromScene="@layout/a" android:toScene="`: 2 + 12 + 30 + 17 = 61
    // bytes before the value.
    #expect(error.location == SourceLocation(file: manager, line: 4, column: 62))
    let results = Batch.run(discovery.jobs)
    #expect(results.allSatisfy { $0.plan != nil })
    // Each plan names its rule: `  <transition` starts at column 3.
    #expect(
      results.map(\.plan?.transitionSource) == [
        .managerRule(
          transition: folder.path + "/res/transition/t.xml",
          rule: SourceLocation(file: manager, line: 2, column: 3)
        ),
        .managerRule(
          transition: folder.path + "/res/transition/t.xml",
          rule: SourceLocation(file: manager, line: 6, column: 3)
        ),
      ]
    )
  }

  @Test func aManifestFoundUnderTwoPathsGivesItsPairsOnce() throws {
    let folder = try TemporaryFolder("discovery")
    try folder.write(Self.scene(["card"]), to: "res/layout/a.xml")
    try folder.write(Self.scene(["card"]), to: "res/layout/b.xml")
    try folder.write("<fade/>\n", to: "res/transition/t.xml")
    try folder.write(
      Self.manager(
        """
          <transition android:fromScene="@layout/a" android:toScene="@layout/b"
              android:transition="@transition/t"/>
        """
      ),
      to: "res/transition/manager.xml"
    )
    let discovery = Batch.discover([folder.path, folder.path + "/res/transition/../transition"])
    #expect(discovery.jobs.map(\.name) == ["a-to-b"])
  }

  /// A FrameLayout layout with one 10dp View per id, or `body` inside it.
  static func layout(ids: [String], body: String = "") -> String {
    let views = ids.map {
      #"  <View android:id="@+id/\#($0)" android:layout_width="10dp" android:layout_height="10dp"/>"#
    }
    return
      ([
        #"<FrameLayout xmlns:android="http://schemas.android.com/apk/res/android""#,
        #"    android:id="@+id/container" android:layout_width="match_parent""#,
        #"    android:layout_height="match_parent">"#,
      ] + views + [body, "</FrameLayout>", ""]).joined(separator: "\n")
  }

  /// A `res/` tree in the Android samples' common form: a manager whose only rule is to-only.
  static func toOnlyResTree() throws -> (folder: TemporaryFolder, manager: String) {
    let folder = try TemporaryFolder("discovery")
    // scene1 and scene2 share `square` with scene3 (and the root id `container`); `other`
    // shares nothing; `activity` only includes scene1 (the scene root's container); `strings`
    // is not a layout.
    for name in ["scene1", "scene2", "scene3"] {
      try folder.write(Self.layout(ids: ["square"]), to: "res/layout/\(name).xml")
    }
    try folder.write(
      #"<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:id="@+id/panel"/>"#
        + "\n",
      to: "res/layout/other.xml"
    )
    try folder.write(
      #"<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"><include layout="@layout/scene1"/></LinearLayout>"#
        + "\n",
      to: "res/layout/activity.xml"
    )
    try folder.write("<resources/>\n", to: "res/layout/strings.xml")
    try folder.write("<changeBounds/>\n", to: "res/transition/move.xml")
    let manager = try folder.write(
      Self.manager(
        """
          <transition android:toScene="@layout/scene3" android:transition="@transition/move"/>
        """
      ),
      to: "res/transition/manager.xml"
    )
    return (folder, manager)
  }

  @Test func aToOnlyRuleAppliesFromTheSiblingScenesThatShareAView() throws {
    let (folder, manager) = try Self.toOnlyResTree()
    let discovery = Batch.discover([folder.path + "/res"])
    #expect(discovery.diagnostics.isEmpty)
    let layouts = folder.path + "/res/layout/"
    #expect(discovery.jobs.map(\.from) == [layouts + "scene1.xml", layouts + "scene2.xml"])
    #expect(discovery.jobs.allSatisfy { $0.to == layouts + "scene3.xml" })
    #expect(discovery.jobs.allSatisfy { $0.pairing == .toSceneFromSibling })
    #expect(
      discovery.jobs.allSatisfy { $0.location == SourceLocation(file: manager, line: 2, column: 3) }
    )
    let results = Batch.run(discovery.jobs)
    #expect(results.allSatisfy { $0.plan != nil })
  }

  @Test func aToOnlyRuleWithNoPossibleSourceIsAWarningAtTheRuleAndNoPairIsAnError() throws {
    let folder = try TemporaryFolder("discovery")
    try folder.write(Self.layout(ids: ["square"]), to: "res/layout/alone.xml")
    try folder.write(
      Self.layout(ids: ["circle"]).replacingOccurrences(of: "container", with: "frame"),
      to: "res/layout/unrelated.xml"
    )
    try folder.write("<changeBounds/>\n", to: "res/transition/move.xml")
    let manager = try folder.write(
      Self.manager(
        """
          <transition android:toScene="@layout/alone" android:transition="@transition/move"/>
        """
      ),
      to: "res/transition/manager.xml"
    )
    let discovery = Batch.discover([folder.path])
    #expect(discovery.jobs.isEmpty)
    #expect(discovery.diagnostics.map(\.code) == ["no-source-scene", "no-pairs"])
    #expect(discovery.diagnostics.map(\.severity) == [.warning, .error])
    #expect(discovery.diagnostics[0].location == SourceLocation(file: manager, line: 2, column: 3))
  }

  @Test func aPairRuleWinsOverTheToOnlyRuleForItsStartScene() throws {
    let (folder, _) = try Self.toOnlyResTree()
    try folder.write(
      Self.manager(
        """
          <transition android:fromScene="@layout/scene1" android:toScene="@layout/scene3"
              android:transition="@transition/move"/>
          <transition android:toScene="@layout/scene3" android:transition="@transition/move"/>
        """
      ),
      to: "res/transition/manager.xml"
    )
    // The only other scene the manifest names, scene1, has its own rule to scene3; so the
    // to-only rule applies from the siblings that share a view, except scene1: scene2.
    let discovery = Batch.discover([folder.path])
    #expect(discovery.jobs.map(\.name) == ["scene1-to-scene3", "scene2-to-scene3"])
    #expect(discovery.jobs.map(\.pairing) == [.fromAndToScene, .toSceneFromSibling])
  }

  @Test func scenesTheManifestNamesComeBeforeSiblings() throws {
    let (folder, _) = try Self.toOnlyResTree()
    try folder.write(
      Self.manager(
        """
          <transition android:toScene="@layout/scene3" android:transition="@transition/move"/>
          <transition android:toScene="@layout/other" android:transition="@transition/move"/>
        """
      ),
      to: "res/transition/manager.xml"
    )
    // Each to-only rule applies from the other scene the manifest names, not from siblings.
    let discovery = Batch.discover([folder.path])
    #expect(discovery.jobs.map(\.name) == ["other-to-scene3", "scene3-to-other"])
    #expect(discovery.jobs.allSatisfy { $0.pairing == .toSceneFromManifestScene })
  }

  @Test func nativeScenesAreSiblingsByTheirViewsIdsAndNames() throws {
    let folder = try TemporaryFolder("discovery")
    try folder.write(Self.scene(["card"]), to: "scenes/a.xml")
    try folder.write(Self.scene(["other"]), to: "scenes/b.xml")
    try folder.write(
      #"<scene width="100" height="100"><view transitionName="hero" width="1" height="1"/></scene>"#,
      to: "scenes/c.xml"
    )
    try folder.write(
      #"<scene width="100" height="100"><view id="card" transitionName="hero" width="1" height="1"/></scene>"#,
      to: "scenes/target.xml"
    )
    try folder.write("<fade/>\n", to: "t.xml")
    try folder.write(
      Self.manager(
        #"  <transition android:toScene="scenes/target.xml" android:transition="t.xml"/>"#
      ),
      to: "manager.xml"
    )
    let discovery = Batch.discover([folder.path + "/manager.xml"])
    // a shares the id `card`, c the transitionName `hero`; b shares nothing.
    #expect(discovery.jobs.map(\.name) == ["a-to-target", "c-to-target"])
  }

  @Test func basicTransitionsToOnlyManagerPlansScene1AndScene2ToScene3() throws {
    // The corpus's real res/ tree: scene3_transition_manager.xml has one to-only rule for
    // scene3. scene1 and scene2 share transition_square, transition_image and transition_oval
    // with it; fragment_basic_transition only <include>s scene1.
    let res = TestPaths.corpus + "/animation-samples/BasicTransition/Application/src/main/res"
    let discovery = Batch.discover([res])
    #expect(discovery.diagnostics.isEmpty)
    #expect(discovery.jobs.map(\.name) == ["scene1-to-scene3", "scene2-to-scene3"])
    #expect(
      discovery.jobs.allSatisfy {
        $0.transition == res + "/transition/changebounds_fadein_together.xml"
      }
    )
    let options = LayoutOptions(
      resourceFolders: [TestPaths.corpusResources + "/BasicTransition/res"],
      theme: "@android:style/Theme.Material.Light"
    )
    let results = Batch.run(discovery.jobs, layoutOptions: options)
    #expect(results.allSatisfy { $0.plan != nil }, "\(results.flatMap(\.diagnostics))")
    // changebounds_fadein_together is a together set with no durations: 300 ms (ChangeBounds'
    // and Fade's default).
    #expect(results.map { $0.plan?.totalDurationMs } == [300, 300])
  }
}
