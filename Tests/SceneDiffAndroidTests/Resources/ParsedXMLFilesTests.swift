import Foundation
import SceneDiffCore
import SceneDiffTestSupport
import SceneDiffXML
import Testing

@testable import SceneDiffAndroid

/// Layouts, included layouts and drawables are parsed once while their files stay as they were
/// (``ParsedXMLFiles``), and a file edited between two loads is read again.
@Suite struct ParsedXMLFilesTests {
  /// A layout edited between two loads is laid out from its new bytes: the view is 10 px
  /// wide, then 20 px (`px` is one scene unit).
  @Test func editedLayoutIsReadAgain() throws {
    func layout(_ width: Int) -> String {
      "<View \(LayoutFixture.ns) android:id=\"@+id/box\" android:layout_width=\"\(width)px\" "
        + "android:layout_height=\"5px\"/>"
    }
    let fixture = try LayoutFixture(["layout/a.xml": layout(10)])
    #expect(try fixture.load("a").value.view("box")?.width == 10)
    try fixture.write(Array(layout(20).utf8), to: "layout/a.xml")
    #expect(try fixture.load("a").value.view("box")?.width == 20)
  }

  /// An included layout edited between two loads of the layout that includes it is read
  /// again: its view is 30 px high, then 40 px.
  @Test func editedIncludedLayoutIsReadAgain() throws {
    func part(_ height: Int) -> String {
      "<View \(LayoutFixture.ns) android:id=\"@+id/part\" android:layout_width=\"5px\" "
        + "android:layout_height=\"\(height)px\"/>"
    }
    let main = """
      <FrameLayout \(LayoutFixture.ns) android:layout_width="match_parent"
          android:layout_height="match_parent">
        <include layout="@layout/part"/>
      </FrameLayout>
      """
    let fixture = try LayoutFixture(["layout/main.xml": main, "layout/part.xml": part(30)])
    #expect(try fixture.load("main").value.view("part")?.height == 30)
    try fixture.write(Array(part(40).utf8), to: "layout/part.xml")
    #expect(try fixture.load("main").value.view("part")?.height == 40)
  }

  /// A file that does not parse gives the reader's error each time it is asked for, as the
  /// same error a load reports; a shipped layout (settled long ago, so kept) gives the tree a
  /// fresh read gives, every time.
  @Test func keptParsesAreFreshParses() throws {
    let fixture = try LayoutFixture(["layout/broken.xml": "<View"])
    let broken = fixture.res + "/layout/broken.xml"
    let fresh = Result { () throws(XMLError) in try XMLDocumentReader.read(file: broken) }
    #expect(ParsedXMLFiles.parse(broken) == fresh)
    #expect(ParsedXMLFiles.parse(broken) == fresh)
    #expect(throws: DiagnosticsError.self) { try ParsedXMLFiles.root(broken) }
    let shipped =
      TestPaths.packageRoot + "/Tests/SceneDiffAndroidTests/Fixtures/navigation/res/layout/"
      + "screen_a.xml"
    let read = try XMLDocumentReader.read(file: shipped)
    #expect(try ParsedXMLFiles.parse(shipped).get() == read)
    #expect(try ParsedXMLFiles.root(shipped) == read)
  }
}
