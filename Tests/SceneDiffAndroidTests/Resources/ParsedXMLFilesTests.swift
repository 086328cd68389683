import Foundation
import SceneDiffCore
import SceneDiffTestSupport
import SceneDiffXML
import Testing

@testable import SceneDiffAndroid

/// Included layouts and drawables are parsed once while their files stay as they were
/// (``ParsedXMLFiles``); the layout a load names is read every time; a file edited between
/// two loads is read again.
@Suite struct ParsedXMLFilesTests {
  /// A view of 10 px by `size` px (`px` is one scene unit).
  private static func view(_ id: String, _ size: Int) -> String {
    "<View \(LayoutFixture.ns) android:id=\"@+id/\(id)\" android:layout_width=\"10px\" "
      + "android:layout_height=\"\(size)px\"/>"
  }

  /// A shape drawable of `side` px.
  private static func shape(_ side: Int) -> String {
    "<shape \(LayoutFixture.ns)><size android:width=\"\(side)px\" "
      + "android:height=\"\(side)px\"/></shape>"
  }

  /// A layout including `part`.
  private static let including = """
    <FrameLayout \(LayoutFixture.ns) android:layout_width="match_parent"
        android:layout_height="match_parent">
      <include layout="@layout/part"/>
    </FrameLayout>
    """

  /// An image of `@drawable/box`, at its intrinsic size.
  private static let image = """
    <ImageView \(LayoutFixture.ns) android:id="@+id/image"
        android:layout_width="wrap_content" android:layout_height="wrap_content"
        android:src="@drawable/box"/>
    """

  /// A file edited between two loads is read again: the layout itself (its view 20 px high, then 30), an included layout (30 px, then 40) and an XML
  /// drawable (the image as high as its `<size>`, 10 px, then 20).
  @Test func editedFilesAreReadAgain() throws {
    let cases: [(files: [String: String], name: String, edit: (String, String), id: String)] = [
      (["layout/a.xml": Self.view("box", 20)], "a", ("layout/a.xml", Self.view("box", 30)), "box"),
      (
        ["layout/main.xml": Self.including, "layout/part.xml": Self.view("part", 30)], "main",
        ("layout/part.xml", Self.view("part", 40)), "part"
      ),
      (
        ["layout/a.xml": Self.image, "drawable/box.xml": Self.shape(10)], "a",
        ("drawable/box.xml", Self.shape(20)), "image"
      ),
    ]
    var heights: [Double?] = []
    for (files, name, edit, id) in cases {
      let fixture = try LayoutFixture(files)
      let read = try fixture.beforeAndAfter(loading: name, rewriting: edit.0, as: edit.1) {
        $0.view(id)?.height
      }
      heights += [read.before, read.after]
    }
    #expect(heights == [20, 30, 30, 40, 10, 20])
  }

  /// A file that does not parse gives the reader's error each time it is asked for; a shipped layout (settled long ago, so kept) gives the tree a
  /// fresh read gives, every time.
  @Test func keptParsesAreFreshParses() throws {
    let fixture = try LayoutFixture(["layout/broken.xml": "<View"])
    let broken = fixture.res + "/layout/broken.xml"
    let fresh = Result { () throws(XMLError) in try XMLDocumentReader.read(file: broken) }
    #expect(ParsedXMLFiles.parse(broken) == fresh)
    #expect(ParsedXMLFiles.parse(broken) == fresh)
    let shipped =
      TestPaths.packageRoot + "/Tests/SceneDiffAndroidTests/Fixtures/navigation/res/layout/"
      + "screen_a.xml"
    let read = try XMLDocumentReader.read(file: shipped)
    #expect(try ParsedXMLFiles.parse(shipped).get() == read)
  }
}
