import Foundation
import SceneDiffTestSupport
import Testing

/// Issue 13: a diagnostic is printed once per file, line, column and code.
@Suite struct RepeatedDiagnosticTests {
  @Test func anIncludedFilesErrorIsPrintedOnceWhenTwoLayoutsIncludeIt() throws {
    let folder = try TemporaryFolder("repeats")
    let android = #"xmlns:android="http://schemas.android.com/apk/res/android""#
    // bad.xml line 2, column 3 is where `android:layout_width` starts (two spaces of indent).
    try folder.write(
      """
      <View \(android)
        android:layout_width="12qq" android:layout_height="10dp"/>
      """,
      to: "res/layout/bad.xml"
    )
    for name in ["a", "b"] {
      try folder.write(
        """
        <FrameLayout \(android) android:layout_width="match_parent"
            android:layout_height="match_parent"><include layout="@layout/bad"/></FrameLayout>
        """,
        to: "res/layout/\(name).xml"
      )
    }
    let run = try ToolRunner.run(["check", folder.path + "/res/layout"])
    #expect(run.status == 1)
    let lines = run.stderr.split(separator: "\n").filter { $0.contains("bad.xml:2:") }
    #expect(lines.count == 1, "\(run.stderr)")
    // a.xml, b.xml and bad.xml itself all report it; it is printed and counted once.
    #expect(run.stdout == "3 files checked: 1 error, 0 warnings\n")
  }
}
