import Foundation
import SceneDiffTestSupport
import Testing

@testable import SceneDiff

/// `lint` checks every Navigation action, forward and popped, with its findings at the
/// `<action>` element of the graph (Docs/lint.md).
@Suite struct LintNavigationGraphTests {
  /// An app whose `open` action (line 6 of its graph, column 5) enters with a 700 ms slide and exits
  /// with a 200 ms fade, and pops with a 200 ms fade coming back under no exit animation.
  static func app() throws -> TemporaryFolder {
    let folder = try TemporaryFolder("lint-navigation")
    let layout = """
      <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android"
          android:layout_width="match_parent" android:layout_height="match_parent" />

      """
    try folder.write(layout, to: "res/layout/a.xml")
    try folder.write(layout, to: "res/layout/b.xml")
    let android = #"xmlns:android="http://schemas.android.com/apk/res/android""#
    try folder.write(
      #"<translate \#(android) android:fromXDelta="100%" android:toXDelta="0" android:duration="700"/>"#,
      to: "res/anim/slow_in.xml"
    )
    try folder.write(
      #"<alpha \#(android) android:fromAlpha="1" android:toAlpha="0" android:duration="200"/>"#,
      to: "res/anim/quick_out.xml"
    )
    try folder.write(
      #"<alpha \#(android) android:fromAlpha="0" android:toAlpha="1" android:duration="200"/>"#,
      to: "res/anim/quick_in.xml"
    )
    try folder.write(
      """
      <navigation xmlns:android="http://schemas.android.com/apk/res/android"
          xmlns:app="http://schemas.android.com/apk/res-auto"
          xmlns:tools="http://schemas.android.com/tools" app:startDestination="@id/a">
        <fragment android:id="@+id/a" tools:layout="@layout/a">
          <!-- the action is on line 6 -->
          <action android:id="@+id/open" app:destination="@id/b"
              app:enterAnim="@anim/slow_in" app:exitAnim="@anim/quick_out"
              app:popEnterAnim="@anim/quick_in" />
        </fragment>
        <fragment android:id="@+id/b" tools:layout="@layout/b" />
      </navigation>

      """,
      to: "res/navigation/nav.xml"
    )
    return folder
  }

  @Test func everyActionIsAPairLocatedAtItsElement() throws {
    let folder = try Self.app()
    let run = LintRun.load([folder.path])
    // One action, forward and popped.
    #expect(run.pairs.count == 2)
    let graph = folder.path + "/res/navigation/nav.xml"
    #expect(run.pairs.allSatisfy { $0.transitionFile == graph })
    let findings = run.findings(Linter())
    #expect(!findings.isEmpty)
    // Every finding is at the <action> element (line 6, column 5), but
    // reduced-motion-still-moves, which points at the view animation's own file.
    for finding in findings where finding.rule != "reduced-motion-still-moves" {
      #expect(finding.location.file == graph, "\(finding.text)")
      #expect(finding.location.line == 6, "\(finding.text)")
      #expect(finding.location.column == 5, "\(finding.text)")
    }
    let rules = Set(findings.map(\.rule))
    // Forward: the enter animation runs 700 ms on the screen's root, which covers 100 % of
    // the screen (a large element, ≥ 25 %): above Material's 600 ms for large elements.
    #expect(rules.contains("large-element-duration"))
    // Popped: the popped screen (b) is drawn on top without an animation (no popExitAnim)
    // while the screen coming back underneath fades in for 200 ms.
    #expect(rules.contains("popped-screen-underneath"))
  }

  @Test func sarifLocatesTheActionInTheGraph() throws {
    let folder = try Self.app()
    let run = LintRun.load([folder.path])
    let report = LintReport(findings: run.findings(Linter()), pairCount: run.pairs.count)
    let sarif = report.sarif(toolVersion: "test").render(indent: nil)
    #expect(sarif.contains("res/navigation/nav.xml"))
    #expect(sarif.contains("\"startLine\":6,\"startColumn\":5"))
  }
}
