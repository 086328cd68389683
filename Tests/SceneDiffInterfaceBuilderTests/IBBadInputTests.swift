import SceneDiffCore
import SceneDiffXML
import Testing

@testable import SceneDiffInterfaceBuilder

/// Bad documents: each error at its line and column (columns counted by hand: the value's
/// first character, just after the opening quote).
@Suite struct IBBadInputTests {
  /// A storyboard whose `body` starts on line 9, inside the root view's `<subviews>`.
  static func document(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a">
    <scenes>
    <scene sceneID="s"><objects>
    <viewController id="a" title="A" sceneMemberID="viewController">
    <view key="view" id="r">
    <rect key="frame" x="0" y="0" width="320" height="480"/>
    <subviews>
    \(body)
    </subviews>
    </view>
    </viewController>
    </objects></scene>
    </scenes>
    </document>
    """
  }

  @Test func aMacOSDocumentIsRefused() {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0">
      </document>
      """
    // `<document type="` is 16 characters: the value starts at column 17 of line 2.
    #expect(
      IBTestDocuments.errors(text, file: "M.storyboard") == [
        "M.storyboard:2:17: error: document type 'com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB' "
          + "is not an iOS storyboard or xib; expected "
          + "'com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB' or 'com.apple.InterfaceBuilder3.CocoaTouch.XIB'"
      ]
    )
  }

  @Test func anUnknownSystemColorIsLocatedWithASuggestion() {
    let text = Self.document(
      """
      <view id="v">
      <color key="backgroundColor" systemColor="systemBlurColor"/>
      </view>
      """
    )
    // `<color key="backgroundColor" systemColor="` is 42 characters: column 43 of line 10.
    let errors = IBTestDocuments.errors(text)
    #expect(errors.count == 1)
    #expect(
      errors.first?.hasPrefix("Test.storyboard:10:43: error: unknown systemColor 'systemBlurColor'")
        == true
    )
    #expect(errors.first?.hasSuffix("did you mean 'systemBlueColor'?") == true)
  }

  @Test func aMalformedFrameNumber() {
    let text = Self.document(
      """
      <view id="v">
      <rect key="frame" x="1O" y="0" width="10" height="10"/>
      </view>
      """
    )
    // `<rect key="frame" x="` is 21 characters: column 22 of line 10.
    #expect(
      IBTestDocuments.errors(text) == [
        "Test.storyboard:10:22: error: invalid value '1O' for 'x': expected a number from -1e9 to 1e9"
      ]
    )
  }

  @Test func alphaOutOfRangeAndNegativeSizes() {
    let text = Self.document(
      """
      <view id="v" alpha="1.5"><rect key="frame" x="0" y="0" width="-4" height="10"/></view>
      """
    )
    // `<view id="v" alpha="` is 20 characters (alpha's value at column 21); then `1.5">` (5)
    // and `<rect key="frame" x="0" y="0" width="` (37) make 62: width's value at column 63.
    #expect(
      IBTestDocuments.errors(text) == [
        "Test.storyboard:9:63: error: invalid value '-4' for 'width': expected a number ≥ 0",
        "Test.storyboard:9:21: error: invalid value '1.5' for 'alpha': expected a number from 0 to 1",
      ]
    )
  }

  @Test func checkReportsASegueToAnUnknownDestination() throws {
    let text = Self.document(
      """
      <button id="b">
      <connections>
      <segue destination="nowhere" kind="show" id="g1"/>
      </connections>
      </button>
      """
    )
    let root = try XMLDocumentReader.root(bytes: Array(text.utf8), file: "Test.storyboard")
    // `<segue destination="` is 20 characters: column 21 of line 11.
    #expect(
      InterfaceBuilderFile.check(root, file: "Test.storyboard", scene: nil).map(\.description) == [
        "Test.storyboard:11:21: error: <segue> names 'nowhere', which is no object of this document"
      ]
    )
  }
}
