import SceneDiffCore
import Testing

@testable import SceneDiffInterfaceBuilder

/// A xib's top-level views are its scenes.
@Suite struct IBXibTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="iN0-l3-epB" userLabel="Banner">
                <rect key="frame" x="0.0" y="0.0" width="414" height="80"/>
                <subviews>
                    <label text="Hi" id="l1"><rect key="frame" x="20" y="30" width="100" height="20.5"/></label>
                </subviews>
                <color key="backgroundColor" white="0.2" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </view>
            <tableViewCell id="cell" reuseIdentifier="c" customClass="NoteCell">
                <rect key="frame" x="10" y="200" width="320" height="44"/>
                <tableViewCellContentView key="contentView" id="cv">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="43.5"/>
                </tableViewCellContentView>
            </tableViewCell>
        </objects>
    </document>
    """

  @Test func aBareXibIsItsFirstTopLevelView() throws {
    let scene = try IBTestDocuments.load(Self.xib, file: "Banner.xib").value
    // retina6_1 = iPhone XR/11, @2x: 414 × 80 pt → 828 × 160 px.
    #expect(scene.width == 414)
    #expect(scene.height == 80)
    #expect(scene.density == 2)
    #expect(scene.device == SceneDevice(width: 828, height: 160, density: 2))
    #expect(scene.views[0].id == "Banner")
    #expect(scene.views[0].children[0].frame == Rect(x: 20, y: 30, width: 100, height: 20.5))
    // white 0.2 → round(0.2 × 255) = 51 = 0x33.
    #expect(scene.views[0].style.background == "#333333")
  }

  @Test func topLevelViewsByNumberAndKey() throws {
    let byNumber = try IBTestDocuments.load(Self.xib, file: "Banner.xib", scene: "1")
    let byKey = try IBTestDocuments.load(Self.xib, file: "Banner.xib", scene: "cell").value
    #expect(byNumber.value == byKey)
    // The top-level view is placed at the scene's origin; its canvas position (10, 200) is
    // not part of the screen.
    #expect(byKey.views[0].frame == Rect(x: 0, y: 0, width: 320, height: 44))
    #expect(byKey.views[0].className == "UITableViewCell")
    #expect(byKey.views[0].children[0].height == 43.5)
    #expect(byNumber.diagnostics.map(\.code) == ["custom-class"])
    #expect(
      try IBTestDocuments.load(Self.xib, file: "Banner.xib", scene: "Banner").value.width == 414
    )
  }

  @Test func filesOwnerViewOutletIsTheMainView() throws {
    let outlet = Self.xib.replacingOccurrences(
      of: #"userLabel="File's Owner"/>"#,
      with:
        #"userLabel="File's Owner"><connections><outlet property="view" destination="cell" id="o1"/></connections></placeholder>"#
    )
    let scene = try IBTestDocuments.load(outlet, file: "Banner.xib").value
    #expect(scene.views[0].className == "UITableViewCell")
  }
}
