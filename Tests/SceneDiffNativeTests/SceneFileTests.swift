import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffNative

@Suite struct SceneFileTests {
  func load(_ text: String) throws(DiagnosticsError) -> Loaded<SceneTree> {
    try NativeSceneFile.load(bytes: Array(text.utf8), file: "t.xml")
  }

  func errors(_ text: String) -> [String] {
    do {
      _ = try load(text)
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  @Test func readsEveryAttribute() throws {
    let scene = try load(
      """
      <scene name="s" width="360" height="640" units="pt" density="3" layoutDirection="rtl">
        <view id="a" transitionName="n" class="ImageView" x="1" y="-2.5" width="1e2" height=".5"
          translationX="3" translationY="4" translationZ="5" elevation="6" scaleX="2" scaleY="0.5"
          rotation="90" pivotX="0" pivotY="10" alpha="0.25" visibility="invisible" clip="0 0 10 5"
          scrollX="7" scrollY="8" scaleType="centerCrop" drawableWidth="20" drawableHeight="30"
          background="#FF0000" text="Hi" cornerRadius="4">
          <view/>
        </view>
      </scene>
      """
    ).value
    #expect(scene.name == "s" && scene.units == "pt" && scene.density == 3 && scene.isRightToLeft)
    let a = try #require(scene.views.first)
    #expect(a.id == "a" && a.transitionName == "n" && a.className == "ImageView")
    #expect(a.frame == Rect(left: 1, top: -2.5, right: 101, bottom: -2))
    #expect(
      a.transform
        == ViewTransform(
          translationX: 3,
          translationY: 4,
          translationZ: 5,
          elevation: 6,
          scaleX: 2,
          scaleY: 0.5,
          rotation: 90,
          pivotX: 0,
          pivotY: 10
        )
    )
    #expect(a.alpha == 0.25 && a.visibility == .invisible)
    #expect(a.clip == Rect(left: 0, top: 0, right: 10, bottom: 5))
    #expect(a.scrollX == 7 && a.scrollY == 8)
    #expect(a.image == ImageContent(scaleType: .centerCrop, drawableWidth: 20, drawableHeight: 30))
    #expect(a.style == ViewStyle(background: "#FF0000", text: "Hi", cornerRadius: 4))
    #expect(a.children == [ViewNode(location: SourceLocation(file: "t.xml", line: 7, column: 5))])
  }

  @Test(arguments: [
    // The first error's text, with its exact line:column.
    (
      "<scene width='1' height='1'><view widht='3'/></scene>",
      "t.xml:1:35: error: unknown attribute 'widht' on <view>; did you mean 'width'?"
    ),
    (
      "<scene width='1' height='1'><view x='NaN'/></scene>",
      "t.xml:1:38: error: invalid value 'NaN' for 'x': expected a finite decimal number such as 12, -3.5 or 1e2"
    ),
    (
      "<scene width='1' height='1'><view x='inf'/></scene>",
      "t.xml:1:38: error: invalid value 'inf' for 'x': expected a finite decimal number such as 12, -3.5 or 1e2"
    ),
    (
      "<scene width='1' height='1'><view x='0x10'/></scene>",
      "t.xml:1:38: error: invalid value '0x10' for 'x': expected a finite decimal number such as 12, -3.5 or 1e2"
    ),
    (
      "<scene width='1' height='1'><view width='-1'/></scene>",
      "t.xml:1:42: error: invalid value '-1' for 'width': expected a number >= 0"
    ),
    (
      "<scene width='1' height='1'><view alpha='1.5'/></scene>",
      "t.xml:1:42: error: invalid value '1.5' for 'alpha': expected a number from 0 to 1"
    ),
    (
      "<scene width='1' height='1'><view visibility='hidden'/></scene>",
      "t.xml:1:47: error: invalid value 'hidden' for 'visibility': expected 'visible', 'invisible' or 'gone'"
    ),
    (
      "<scene width='1' height='1'><view clip='0 0 1'/></scene>",
      "t.xml:1:41: error: invalid value '0 0 1' for 'clip': expected four numbers 'left top right bottom'"
    ),
    ("<scene width='1'/>", "t.xml:1:1: error: <scene> needs a 'height' attribute"),
    (
      "<scene width='1' height='1'><box/></scene>",
      "t.xml:1:29: error: unknown element <box> in a scene; expected <view>"
    ),
    (
      "<LinearLayout/>",
      // The native reader reads only <scene>; `SceneFile` in the SceneDiff module sends
      // layouts to the Android loader before they get here.
      "t.xml:1:1: error: root element is <LinearLayout>; a native scene file starts with <scene>"
    ),
    (
      "<changeBounds/>",
      "t.xml:1:1: error: root element is <changeBounds>; a native scene file starts with <scene>"
    ),
    (
      "<scene width='1' height='1'>hello</scene>",
      "t.xml:1:29: error: unexpected text inside <scene>; scene files carry everything in attributes"
    ),
  ])
  func invalidInputIsALocatedError(text: String, expected: String) {
    #expect(errors(text).first == expected)
  }

  @Test func everyErrorOfAFileIsReported() {
    let found = errors("<scene width='1' height='1'>\n<view x='a'/>\n<view y='b'/>\n</scene>")
    #expect(found.count == 2)
    #expect(found.map { $0.prefix(10) } == ["t.xml:2:10", "t.xml:3:10"])
  }

  @Test func otherNamespacesAreIgnored() throws {
    let scene = try load(
      "<scene xmlns:tools='urn:t' width='1' height='1'><view tools:hint='x'/><tools:x/></scene>"
    ).value
    #expect(scene.views.count == 1)
  }

  @Test func duplicateKeysAreWarningsWithANoteAtTheFirstUse() throws {
    let loaded = try load(
      "<scene width='1' height='1'>\n<view id='a'/>\n<view id='a' transitionName='n'/>\n<view transitionName='n'/>\n</scene>"
    )
    #expect(
      loaded.diagnostics.map(\.description) == [
        "t.xml:3:11: warning: duplicate id 'a'; as in Android, a duplicated id is not used for matching",
        "t.xml:4:23: warning: duplicate transitionName 'n'; as in Android, a duplicated transitionName is not used for matching",
      ]
    )
    #expect(
      loaded.diagnostics[0].notes.first?.location
        == SourceLocation(file: "t.xml", line: 2, column: 11)
    )
  }
}
