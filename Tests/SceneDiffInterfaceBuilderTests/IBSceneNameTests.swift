import SceneDiffCore
import SceneDiffXML
import Testing

@testable import SceneDiffInterfaceBuilder

/// `FILE#NAME`: storyboardIdentifier, then title, then customClass, then object id; a bare path
/// is the initial view controller.
@Suite struct IBSceneNameTests {
  static func controller(_ id: String, _ attributes: String, width: Int) -> String {
    """
    <scene sceneID="s\(id)"><objects><viewController id="\(id)" \(attributes) sceneMemberID="viewController">
    <view key="view" id="v\(id)"><rect key="frame" x="0" y="0" width="\(width)" height="10"/></view>
    </viewController></objects></scene>
    """
  }

  static let document = IBTestDocuments.storyboard(
    [
      controller("home", #"storyboardIdentifier="HomeID" title="Home""#, width: 1),
      controller("detail", #"title="Detail""#, width: 2),
      controller("settings", #"customClass="SettingsViewController""#, width: 3),
      controller("plain", "", width: 4),
      controller("twin", #"title="HomeID""#, width: 5),
    ].joined(separator: "\n"),
    initial: "detail"
  )

  static func width(_ name: String?) throws -> Double {
    try IBTestDocuments.load(document, scene: name).value.width
  }

  @Test func namesResolveInOrder() throws {
    #expect(try Self.width(nil) == 2)  // initialViewController="detail"
    #expect(try Self.width("HomeID") == 1)  // a storyboardIdentifier beats another's title
    #expect(try Self.width("Home") == 1)  // title
    #expect(try Self.width("Detail") == 2)
    #expect(try Self.width("SettingsViewController") == 3)  // customClass
    #expect(try Self.width("plain") == 4)  // object id
    #expect(try Self.width("settings") == 3)  // object id of a named scene too
  }

  @Test func sceneNamesListEveryControllerOnce() throws {
    let root = try XMLDocumentReader.root(bytes: Array(Self.document.utf8), file: "T")
    let names = try IBDocument.read(root, file: "T").scenes.map(\.name)
    #expect(names == ["HomeID", "Detail", "SettingsViewController", "plain", "HomeID"])
  }

  @Test func anUnknownNameSuggestsTheClosest() {
    let errors = IBTestDocuments.errors(Self.document, scene: "Detial")
    #expect(
      errors == [
        "Test.storyboard:1:1: error: no scene named 'Detial'; did you mean 'Detail'?; the document "
          + "has: HomeID, Detail, SettingsViewController, plain, HomeID"
      ]
    )
  }

  @Test func aStoryboardWithoutAnInitialControllerNeedsAName() {
    let document = IBTestDocuments.storyboard(Self.controller("a", "", width: 1), initial: nil)
    // <document …> is line 2 of the test storyboard.
    #expect(
      IBTestDocuments.errors(document)
        == [
          "Test.storyboard:2:1: error: the storyboard has no initialViewController; name a scene with FILE#NAME, one of: a"
        ]
    )
  }

  @Test func pathsSplitOnlyForInterfaceBuilderFiles() {
    #expect(
      InterfaceBuilderFile.splitScenePath("Main.storyboard#Detail") == ("Main.storyboard", "Detail")
    )
    #expect(InterfaceBuilderFile.splitScenePath("a#b/Cell.xib#2") == ("a#b/Cell.xib", "2"))
    #expect(InterfaceBuilderFile.splitScenePath("Main.storyboard") == ("Main.storyboard", nil))
    #expect(InterfaceBuilderFile.splitScenePath("scene#1.xml") == ("scene#1.xml", nil))
  }

  @Test func aNavigationControllerShowsItsRootWithTheBarAbove() throws {
    let navigation = """
      <scene sceneID="n"><objects><navigationController id="nav" sceneMemberID="viewController">
      <navigationBar key="navigationBar" id="bar"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar>
      <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="g0"/></connections>
      </navigationController></objects></scene>
      """
    let document = IBTestDocuments.storyboard(
      navigation + "\n" + Self.controller("home", #"title="Home""#, width: 375),
      initial: "nav"
    )
    let scene = try IBTestDocuments.load(document).value
    #expect(scene.views.map(\.className) == ["UIView", "UINavigationBar"])
    #expect(scene.views[1].frame == Rect(x: 0, y: 20, width: 375, height: 44))
    #expect(scene.width == 375)
  }
}
