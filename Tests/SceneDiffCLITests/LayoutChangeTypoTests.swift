import Foundation
import SceneDiffTestSupport
import Testing

/// Issue 13 item 5: `--set`, `--unset`, `--move` and `--changes` that cannot apply as typed
/// fail with one exact diagnostic instead of planning nothing.
@Suite struct LayoutChangeTypoTests {
  /// A layout with a View `square` and a TextView `title`; its path.
  static func layout(_ folder: TemporaryFolder) throws -> String {
    try folder.write(
      """
      <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android"
          android:layout_width="match_parent" android:layout_height="match_parent">
        <View android:id="@+id/square" android:layout_width="10dp" android:layout_height="10dp"/>
        <TextView android:id="@+id/title" android:layout_width="10dp"
            android:layout_height="10dp"/>
      </FrameLayout>
      """,
      to: "res/layout/box.xml"
    )
  }

  @Test(
    arguments: [
      (
        ["--set", "square.layout_widht=20dp"],
        "scenediff: error: unknown Android attribute 'layout_widht' for View 'square'; did you "
          + "mean 'layout_width'? (in --set square.layout_widht=20dp)"
      ),
      (
        ["--unset", "square.layout_heigth"],
        "scenediff: error: unknown Android attribute 'layout_heigth' for View 'square'; did you "
          + "mean 'layout_height'? (in --unset square.layout_heigth)"
      ),
      (
        ["--set", "square.tools:visibility=gone"],
        "scenediff: error: 'tools:visibility' is a design-time attribute, which only layout "
          + "editors read; a change takes android: and app: attributes (in --set "
          + "square.tools:visibility=gone)"
      ),
    ]
  )
  func anAttributeTypoFailsWithOneLine(change: [String], line: String) throws {
    let folder = try TemporaryFolder("typos")
    let run = try ToolRunner.run(["plan", try Self.layout(folder)] + change)
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr == line + "\n")
  }

  @Test func aMoveIntoATextViewFailsWithANoteAtTheTextView() throws {
    let folder = try TemporaryFolder("typos")
    let layout = try Self.layout(folder)
    let run = try ToolRunner.run(["plan", layout, "--move", "square=title"])
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    // The TextView starts on line 4 after two spaces: column 3.
    #expect(
      run.stderr
        == "scenediff: error: cannot move 'square' into 'title': TextView is not a ViewGroup "
        + "(in --move square=title)\n"
        + "\(layout):4:3: note: 'title' is this <TextView>\n"
    )
  }

  @Test func aSetOfAnAttributeTheViewDoesNotReadWarnsAndPlans() throws {
    let folder = try TemporaryFolder("typos")
    let run = try ToolRunner.run([
      "plan", try Self.layout(folder), "--set", "square.orientation=vertical", "--compact",
    ])
    #expect(run.status == 0)
    #expect(
      run.stderr
        == "scenediff: warning: android:orientation has no effect on View 'square': View does "
        + "not read it (in --set square.orientation=vertical)\n"
    )
    // Nothing moves, so nothing animates.
    #expect(run.stdout.contains(#""animators":[]"#))
  }

  @Test func aChangeFileTypoIsLocated() throws {
    let folder = try TemporaryFolder("typos")
    let changes = try folder.write(
      """
      <changes>
        <set view="square" attribute="layout_widht" value="20dp"/>
      </changes>
      """,
      to: "changes.xml"
    )
    let run = try ToolRunner.run(["plan", try Self.layout(folder), "--changes", changes])
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    // `  <set view="square" attribute="` is 2 + 5 + 14 + 11 = 32 bytes: column 33.
    #expect(
      run.stderr
        == "\(changes):2:33: error: unknown Android attribute 'layout_widht'; did you mean "
        + "'layout_width'?\n"
    )
  }
}
