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
}
