import SceneDiffCore
import SceneDiffXML
import Testing

@testable import SceneDiffInterfaceBuilder

/// Segues read into a list: the reference's worked example (interface-builder.md §6), with an
/// unwind and an unanimated show added.
@Suite struct StoryboardSegueTests {
  static let document = IBTestDocuments.storyboard(
    """
    <scene sceneID="s1"><objects>
      <navigationController id="nav" sceneMemberID="viewController">
        <navigationBar key="navigationBar" id="bar"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar>
        <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="g0"/></connections>
      </navigationController></objects></scene>
    <scene sceneID="s2"><objects>
      <viewController id="home" title="Home" sceneMemberID="viewController">
        <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <subviews>
            <button id="push"><rect key="frame" x="0.0" y="0.0" width="167.5" height="44"/><state key="normal" title="Push"/>
              <connections><segue destination="detail" kind="show" identifier="push" id="g1"/></connections></button>
            <button id="fade" userLabel="Fade Button"><rect key="frame" x="175.5" y="0.0" width="167.5" height="44"/>
              <connections><segue destination="detail" kind="presentation" identifier="fade" modalPresentationStyle="fullScreen" modalTransitionStyle="crossDissolve" id="g2"/></connections></button>
          </subviews></view>
        <connections><segue destination="detail" kind="show" identifier="quiet" animates="NO" id="g3"/></connections>
      </viewController></objects></scene>
    <scene sceneID="s3"><objects>
      <viewController id="detail" storyboardIdentifier="Detail" sceneMemberID="viewController">
        <view key="view" id="droot"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <subviews><button id="back"><rect key="frame" x="0" y="0" width="50" height="30"/>
            <accessibility key="accessibilityConfiguration" identifier="backButton"/>
            <connections><segue destination="exit1" kind="unwind" identifier="backToHome" unwindAction="unwindToHome:" id="g4"/></connections>
          </button></subviews></view>
      </viewController>
      <exit id="exit1" userLabel="Exit" sceneMemberID="exit"/></objects></scene>
    """,
    initial: "nav"
  )

  static func segues(_ text: String) throws -> [StoryboardSegue] {
    let root = try XMLDocumentReader.root(bytes: Array(text.utf8), file: "Test.storyboard")
    return try InterfaceBuilderFile.segues(root, file: "Test.storyboard").value
  }

  @Test func everySegueInDocumentOrder() throws {
    let segues = try Self.segues(Self.document)
    #expect(segues.map(\.kind) == [.relationship, .show, .presentation, .show, .unwind])
    #expect(segues.map(\.identifier) == [nil, "push", "fade", "quiet", "backToHome"])
    // The navigation controller has no name but its id; Home is its title; Detail its
    // storyboardIdentifier.
    #expect(segues.map(\.source) == ["nav", "Home", "Home", "Home", "Detail"])
    #expect(segues.map(\.destination) == ["Home", "Detail", "Detail", "Detail", nil])
    // Triggers: the buttons by their keys (id, userLabel, accessibility identifier); the
    // controller's own segues have none.
    #expect(segues.map(\.trigger) == [nil, "push", "Fade Button", nil, "backButton"])
  }

  @Test func stylesAnimationAndUnwindAction() throws {
    let segues = try Self.segues(Self.document)
    #expect(segues[0].relationship == "rootViewController")
    #expect(segues[2].modalTransitionStyle == .crossDissolve)
    #expect(segues[2].modalPresentationStyle == "fullScreen")
    #expect(segues[1].modalTransitionStyle == nil)
    #expect(segues.map(\.animates) == [true, true, true, false, true])
    #expect(segues[4].unwindAction == "unwindToHome:")
  }

  @Test func anUnknownTransitionStyleIsLocated() throws {
    let text = Self.document.replacingOccurrences(
      of: #"modalTransitionStyle="crossDissolve""#,
      with: #"modalTransitionStyle="crossFade""#
    )
    let root = try XMLDocumentReader.root(bytes: Array(text.utf8), file: "Test.storyboard")
    let found = InterfaceBuilderFile.check(root, file: "Test.storyboard", scene: nil)
    // The storyboard helper puts the scenes text from line 5, and the fade segue is line 13
    // of it: line 17. It starts with 10 spaces and `<connections><segue destination="detail"
    // kind="presentation" identifier="fade" modalPresentationStyle="fullScreen"
    // modalTransitionStyle="` (137 characters): the value is at column 10 + 137 + 1 = 148.
    #expect(
      found.map(\.description) == [
        "Test.storyboard:17:148: error: invalid value 'crossFade' for 'modalTransitionStyle': "
          + "expected one of 'coverVertical', 'flipHorizontal', 'crossDissolve', 'partialCurl'"
      ]
    )
  }
}
