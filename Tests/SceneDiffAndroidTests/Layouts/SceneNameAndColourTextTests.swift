import Foundation
import Testing

@testable import SceneDiffAndroid

/// The scene name a layout file gives (its name without the extension) and the preview's
/// colour text, each written without Foundation's formatting.
@Suite struct SceneNameAndColourTextTests {
  @Test func resourceLayoutNamesLoseTheirXMLExtension() {
    // Letters, digits and underscores before ".xml": the last four bytes go.
    #expect(LayoutFile.sceneName("activity_main.xml") == "activity_main")
    #expect(LayoutFile.sceneName("Scene2_b.xml") == "Scene2_b")
  }

  @Test func otherNamesAreAsFoundationDeletesTheExtension() {
    // Names outside the fast path give what NSString.deletingPathExtension gives.
    for name in ["a.b.xml", "scene.json", "noextension", "x y.xml", "é.xml", "a.xml.bak"] {
      #expect(LayoutFile.sceneName(name) == (name as NSString).deletingPathExtension)
    }
    // Two of them by hand: the last extension goes, a name without one stays.
    #expect(LayoutFile.sceneName("a.b.xml") == "a.b")
    #expect(LayoutFile.sceneName("noextension") == "noextension")
  }

  @Test func coloursAreUpperCaseHexadecimal() {
    // Opaque (alpha 0xFF): six digits of RGB. 0xFF12AB0C → #12AB0C.
    #expect(LayoutNodeBuilder.hex(0xFF12_AB0C) == "#12AB0C")
    // Otherwise all eight, zeros kept: 0x0000000F → #0000000F; 0x80FFFFFF → #80FFFFFF.
    #expect(LayoutNodeBuilder.hex(0x0000_000F) == "#0000000F")
    #expect(LayoutNodeBuilder.hex(0x80FF_FFFF) == "#80FFFFFF")
    // Black, opaque: #000000.
    #expect(LayoutNodeBuilder.hex(0xFF00_0000) == "#000000")
  }
}
