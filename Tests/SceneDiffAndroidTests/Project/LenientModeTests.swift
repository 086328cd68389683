import Foundation
import SceneDiff
import SceneDiffCore
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// `--lenient`: unresolved references are located warnings with documented placeholders
/// (`Docs/projects.md`) and the scene lays out; without it they stay errors at the same places.
@Suite struct LenientModeTests {
  let ns = LayoutFixture.ns
  /// A 360 × 640 px device at density 1 (1 dp = 1 px).
  let mdpi = LayoutOptions(device: Device(width: 360, height: 640, density: 1))

  /// A layout whose dimension, colour, string, theme attribute and include resolve nowhere.
  func fixture() throws -> LayoutFixture {
    try LayoutFixture([
      "layout/partial.xml": """
      <LinearLayout \(ns)
          android:layout_width="match_parent" android:layout_height="match_parent"
          android:orientation="vertical">
        <View android:id="@+id/box" android:layout_width="@dimen/box_width"
            android:layout_height="40px" android:background="@color/brand"/>
        <TextView android:id="@+id/label" android:layout_width="wrap_content"
            android:layout_height="wrap_content" android:text="@string/greeting"
            android:padding="?attr/listPadding"/>
        <include layout="@layout/footer"/>
      </LinearLayout>
      """
    ])
  }

  /// Where each unresolved value starts: line, column (1-based, UTF-8), counted in the
  /// fixture text above (the first line is `<LinearLayout …`).
  func expectedLocations(_ file: String) -> [SceneDiffCore.SourceLocation] {
    [
      // Line 4: `  <View android:id="@+id/box" android:layout_width="` is 52 characters.
      SceneDiffCore.SourceLocation(file: file, line: 4, column: 53),
      // Line 5: `      android:layout_height="40px" android:background="` is 55.
      SceneDiffCore.SourceLocation(file: file, line: 5, column: 56),
      // Line 7: `      android:layout_height="wrap_content" android:text="` is 57.
      SceneDiffCore.SourceLocation(file: file, line: 7, column: 58),
      // Line 8: `      android:padding="` is 23.
      SceneDiffCore.SourceLocation(file: file, line: 8, column: 24),
      // Line 9: `  <include layout="` is 19.
      SceneDiffCore.SourceLocation(file: file, line: 9, column: 20),
    ]
  }

  @Test func strictModeReportsEachUnresolvedReferenceAsAnError() throws {
    let fixture = try fixture()
    let file = "\(fixture.res)/layout/partial.xml"
    let errors = fixture.errors("partial", mdpi)
    #expect(errors.map(\.location) == expectedLocations(file))
    #expect(
      errors.map(\.code) == [
        "missing-resource", "missing-resource", "missing-resource", "missing-theme-attribute",
        "missing-resource",
      ]
    )
  }

  @Test func lenientModeWarnsAtTheSamePlacesAndLaysOutWithPlaceholders() throws {
    let fixture = try fixture()
    let file = "\(fixture.res)/layout/partial.xml"
    var options = mdpi
    options.isLenient = true
    let loaded = try fixture.load("partial", options)
    let warnings = loaded.diagnostics.filter { $0.severity == .warning }
    #expect(warnings.map(\.location) == expectedLocations(file))
    #expect(loaded.diagnostics.allSatisfy { $0.severity != .error })
    #expect(warnings[0].message.hasSuffix("; --lenient uses 0dp"))
    #expect(warnings[2].message.hasSuffix("; --lenient uses its name 'greeting' as text"))
    let scene = loaded.value
    // @dimen/box_width → 0dp: 0 px wide; its 40 px height stays; @color/brand → transparent,
    // so no background is drawn.
    #expect(bounds(scene.view("box")) == [0, 0, 0, 40])
    #expect(scene.view("box")?.style.background == nil)
    // @string/greeting → its own name as the text; ?attr/listPadding → 0 padding; the label
    // sits below the box at y = 40, at x = 0.
    let label = try #require(scene.view("label"))
    #expect(label.style.text == "greeting")
    #expect(label.x == 0 && label.y == 40)
    // @layout/footer → the include is left out: the LinearLayout holds two views.
    #expect(scene.views.first?.children.count == 2)
  }
}
