import SceneDiff
import SceneDiffTestSupport
import SceneDiffXML
import Testing

@testable import SceneDiffNative

/// The streamed reader (bytes straight from libxml2) and the tree path (an already parsed
/// `LocatedElement`, as `check` and batches hand it over) must agree on every scene and every
/// diagnostic.
@Suite struct StreamedLoadingTests {
  /// The outcome of one load: the scene and warnings, or the diagnostics thrown.
  func outcome(_ load: () throws(DiagnosticsError) -> Loaded<SceneTree>) -> String {
    do {
      let loaded = try load()
      return "\(loaded.value)\n" + loaded.diagnostics.map(\.description).joined(separator: "\n")
    } catch {
      return error.diagnostics.map(\.description).joined(separator: "\n")
    }
  }

  /// Loads `text` both ways.
  func both(_ text: String) throws -> (streamed: String, tree: String) {
    let bytes = Array(text.utf8)
    let streamed = outcome { () throws(DiagnosticsError) in
      try NativeSceneFile.load(bytes: bytes, file: "t.xml")
    }
    let root = try XMLDocumentReader.parse(bytes, file: "t.xml")
    let tree = outcome { () throws(DiagnosticsError) in
      try NativeSceneFile.load(root, file: "t.xml")
    }
    return (streamed, tree)
  }

  @Test(arguments: [
    // Every attribute, nested views, an entity in a value.
    """
    <scene name="s&amp;t" width="360" height="640" units="pt" density="3" layoutDirection="rtl">
      <view id="a" transitionName="n" class="ImageView" x="1" y="-2.5" width="1e2" height=".5"
        translationX="3" rotationX="5" pivotX="0" alpha="0.25" visibility="invisible"
        clip="0 0 10 5" scrollX="7" scaleType="centerCrop" drawableWidth="20"
        background="#FF0000" text="Hi &lt;3" cornerRadius="4" textSize="12">
        <view class="com.example.widget.FancyImageView"/>
        <view id="a" transitionName="n"><view id="b"/></view>
      </view>
    </scene>
    """,
    // Errors of every kind, text, unknown elements and another namespace.
    """
    <scene width="-1" density="0" units="a b" layoutDirection="up" device="x" colour="red"
      xmlns:p="urn:p">
      stray
      <view id="" x="NaN" y="1e400" width="-2" height="+0x1" alpha="2" visibility="hidden"
        clip="1 2 3" scaleType="bad" wdth="3" p:foo="1" class="a b">text<view/>more</view>
      <button/>
      <p:view bogus="1"><view x="bad"/></p:view>
      <view x="2e9" rotationY="1" cornerRadius="-1" textSize="1e10" drawableHeight="-3"/>
    </scene>
    """,
    // Not a scene.
    "<scenery width='1' height='1'><view/></scenery>",
    "<p:scene xmlns:p='urn:p' width='1' height='1'/>",
  ])
  func streamedMatchesTree(_ text: String) throws {
    let (streamed, tree) = try both(text)
    #expect(streamed == tree)
  }

  @Test func streamedErrorsAreLocated() throws {
    let (streamed, _) = try both(
      "<scene width='1' height='1'>\n  <view x='1.5.2' wdth='3'/>\n</scene>"
    )
    // Line 2: two spaces, `<view` (columns 3-7), a space, `x='` (9-11): the value starts at
    // column 12; `1.5.2'` and a space fill 12-18, so `wdth` starts at column 19.
    #expect(
      streamed
        == """
        t.xml:2:12: error: invalid value '1.5.2' for 'x': expected a finite decimal number such as 12, -3.5 or 1e2
        t.xml:2:19: error: unknown attribute 'wdth' on <view>; did you mean 'width'?
        """
    )
  }

  @Test(arguments: [
    "0", "-0", "+7", "007", "123456789012345", "1234567890123456", "-3.5", ".5", "5.", "1e2",
    "1E-2", "", "-", "+", ".", "e5", "1e", "1e+", "NaN", "inf", "0x10", " 1", "1 ", "1e400",
    "99999999999999999999",
  ])
  func bytesParseAsText(_ text: String) {
    let bytes = Array(text.utf8)
    let parsed = bytes.withUnsafeBufferPointer { SceneNumber.parse($0) }
    let expected = DecimalNumber.parse(text)
    #expect(parsed?.bitPattern == expected?.bitPattern)
  }
}
