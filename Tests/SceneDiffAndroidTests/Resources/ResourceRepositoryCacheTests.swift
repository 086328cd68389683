import Foundation
import Testing

@testable import SceneDiffAndroid

/// A `res/` folder's parse is reused only while its files are byte for byte the same.
@Suite struct ResourceRepositoryCacheTests {
  static let layout = """
    <FrameLayout \(LayoutFixture.ns) android:layout_width="match_parent"
        android:layout_height="match_parent">
      <View android:id="@+id/square" android:layout_width="@dimen/side"
          android:layout_height="10px"/>
    </FrameLayout>
    """

  static func values(_ side: String) -> String {
    "<resources><dimen name=\"side\">\(side)</dimen></resources>"
  }

  /// An edit that keeps the file's size (and may keep its date) is seen on the next load.
  @Test func editedValuesFileIsReadAgain() throws {
    let fixture = try LayoutFixture([
      "layout/a.xml": Self.layout, "values/dimens.xml": Self.values("10px"),
    ])
    // 10px and 20px: one Android pixel per scene unit (units="px").
    #expect(try fixture.load("a").value.view("square")?.width == 10)
    try fixture.write(Array(Self.values("20px").utf8), to: "values/dimens.xml")
    #expect(try fixture.load("a").value.view("square")?.width == 20)
  }

  /// A values file added or removed between two loads changes what resolves.
  @Test func addedAndRemovedFilesAreSeen() throws {
    let fixture = try LayoutFixture(["layout/a.xml": Self.layout])
    #expect(fixture.errors("a").map(\.code) == ["missing-resource"])
    try fixture.write(Array(Self.values("30px").utf8), to: "values/more.xml")
    #expect(try fixture.load("a").value.view("square")?.width == 30)
    try FileManager.default.removeItem(atPath: fixture.res + "/values/more.xml")
    #expect(fixture.errors("a").map(\.code) == ["missing-resource"])
  }
}
