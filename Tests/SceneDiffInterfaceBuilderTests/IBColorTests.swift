import SceneDiffCore
import SceneDiffXML
import Testing

@testable import SceneDiffInterfaceBuilder

/// Colours: sRGB and grey components, systemColor names from the document's resources and from
/// the built-in light-appearance table (reference §2.4), legacy names.
@Suite struct IBColorTests {
  /// The background of a one-view storyboard whose root view has `color` and `resources`.
  static func background(_ color: String, resources: String = "") throws -> String? {
    let scene = IBTestDocuments.storyboard(
      """
      <scene sceneID="s"><objects><viewController id="home" sceneMemberID="viewController">
      <view key="view" id="r"><rect key="frame" x="0" y="0" width="10" height="10"/>
      \(color)
      </view></viewController></objects></scene>
      """,
      extra: resources.isEmpty ? "" : "<resources>\(resources)</resources>"
    )
    return try IBTestDocuments.load(scene).value.views[0].style.background
  }

  @Test func srgbComponentsRoundToBytes() throws {
    // 0.2 × 255 = 51 = 0x33; 0.4 × 255 = 102 = 0x66; 0.6 × 255 = 153 = 0x99; alpha 1 → #RRGGBB.
    #expect(
      try Self.background(
        #"<color key="backgroundColor" red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
      ) == "#336699"
    )
    // alpha 0.5 → round(127.5) = 128 = 0x80, written first.
    #expect(
      try Self.background(
        #"<color key="backgroundColor" red="1" green="1" blue="1" alpha="0.5" colorSpace="calibratedRGB"/>"#
      ) == "#80FFFFFF"
    )
  }

  @Test func greysAreTheirWhiteValue() throws {
    // white 0.0 alpha 0.0: transparent black.
    #expect(
      try Self.background(
        #"<color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>"#
      ) == "#00000000"
    )
    // white 0.93 → round(237.15) = 237 = 0xED.
    #expect(
      try Self.background(
        #"<color key="backgroundColor" white="0.93" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
      ) == "#EDEDED"
    )
  }

  @Test func systemColorsUseTheTableWithoutResources() throws {
    // systemBlue light = (0, 122, 255) = #007AFF.
    #expect(
      try Self.background(#"<color key="backgroundColor" systemColor="systemBlueColor"/>"#)
        == "#007AFF"
    )
    // secondaryLabel light = (60, 60, 67) at 0.6: 0.6 × 255 = 153 = 0x99; 60 = 0x3C, 67 = 0x43.
    #expect(
      try Self.background(#"<color key="backgroundColor" systemColor="secondaryLabelColor"/>"#)
        == "#993C3C43"
    )
    // systemGray4 light = (209, 209, 214) = D1 D1 D6.
    #expect(
      try Self.background(#"<color key="backgroundColor" systemColor="systemGray4Color"/>"#)
        == "#D1D1D6"
    )
  }

  @Test func theDocumentsResourcesWinOverTheTable() throws {
    let resources = """
      <systemColor name="systemBlueColor"><color red="0.5" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></systemColor>
      <namedColor name="Brand"><color red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
      """
    // 0.5 × 255 = 127.5 → 128 = 0x80.
    #expect(
      try Self.background(
        #"<color key="backgroundColor" systemColor="systemBlueColor"/>"#,
        resources: resources
      )
        == "#800000"
    )
    #expect(
      try Self.background(#"<color key="backgroundColor" name="Brand"/>"#, resources: resources)
        == "#0000FF"
    )
  }

  @Test func legacyNamesAndMissingAssetColours() throws {
    #expect(
      try Self.background(#"<color key="backgroundColor" cocoaTouchSystemColor="darkTextColor"/>"#)
        == "#000000"
    )
    let scene = IBTestDocuments.storyboard(
      """
      <scene sceneID="s"><objects><viewController id="home" sceneMemberID="viewController">
      <view key="view" id="r"><rect key="frame" x="0" y="0" width="10" height="10"/>
      <color key="backgroundColor" name="Missing"/>
      </view></viewController></objects></scene>
      """
    )
    let loaded = try IBTestDocuments.load(scene)
    #expect(loaded.value.views[0].style.background == nil)
    #expect(loaded.diagnostics.map(\.code) == ["unknown-named-color"])
  }
}
