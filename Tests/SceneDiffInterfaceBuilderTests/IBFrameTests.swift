import SceneDiffCore
import Testing

@testable import SceneDiffInterfaceBuilder

/// Frames, appearance and content read from a small storyboard written for the test; every
/// expected number is worked out by hand from the XML below.
@Suite struct IBFrameTests {
  static let home = """
          <scene sceneID="s1"><objects>
            <viewController id="home" title="Home" storyboardIdentifier="HomeID" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                  <view id="card" userLabel="Card" clipsSubviews="YES" alpha="0.5">
                    <rect key="frame" x="16" y="84" width="343" height="200"/>
                    <subviews>
                      <imageView contentMode="scaleAspectFill" image="hero" id="hero">
                        <rect key="frame" x="8" y="10.5" width="100" height="50"/>
                        <accessibility key="accessibilityConfiguration" identifier="heroImage"/>
                      </imageView>
                      <label text="Hello" hidden="YES" id="title">
                        <rect key="frame" x="116" y="10.5" width="219" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                      </label>
                    </subviews>
                    <color key="backgroundColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <userDefinedRuntimeAttributes>
                      <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                        <real key="value" value="12.5"/>
                      </userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                  </view>
                  <stackView distribution="fillEqually" spacing="8" id="row">
                    <rect key="frame" x="16" y="300" width="343" height="44"/>
                    <subviews>
                      <button id="push"><rect key="frame" x="0.0" y="0.0" width="167.5" height="44"/><state key="normal" title="Push"/></button>
                      <button id="fade"><rect key="frame" x="175.5" y="0.0" width="167.5" height="44"/><state key="normal" title="Fade"/></button>
                    </subviews>
                  </stackView>
                </subviews>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
              </view>
            </viewController>
          </objects></scene>
    """

  static let document = IBTestDocuments.storyboard(
    home,
    extra: """

          <resources><image name="hero" width="1600" height="900"/></resources>
      """
  )

  /// The frame of the view at `path` (child indices) in root-relative coordinates: the sum of
  /// its ancestors' origins (no scrolls or transforms in these documents).
  static func rootRelative(_ scene: SceneTree, _ path: [Int]) -> Rect {
    var views = scene.views
    var x = 0.0
    var y = 0.0
    var last = ViewNode()
    for index in path {
      last = views[index]
      x += last.x
      y += last.y
      views = last.children
    }
    return Rect(x: x, y: y, width: last.width, height: last.height)
  }

  @Test func sceneSizeUnitsAndDensityComeFromTheRootViewAndDevice() throws {
    let scene = try IBTestDocuments.load(Self.document).value
    // retina4_7 = iPhone 8, 375 × 667 pt at @2x: 750 × 1334 px.
    #expect(scene.width == 375)
    #expect(scene.height == 667)
    #expect(scene.units == "pt")
    #expect(scene.density == 2)
    #expect(scene.device == SceneDevice(width: 750, height: 1334, density: 2))
    #expect(scene.name == "HomeID")
    #expect(scene.views.count == 1)
    #expect(scene.views[0].frame == Rect(x: 0, y: 0, width: 375, height: 667))
  }

  @Test func nestedFramesAddUpToRootRelativePositions() throws {
    let scene = try IBTestDocuments.load(Self.document).value
    // card: (16, 84); hero inside it at (8, 10.5) → (16 + 8, 84 + 10.5) = (24, 94.5).
    #expect(Self.rootRelative(scene, [0, 0]) == Rect(x: 16, y: 84, width: 343, height: 200))
    #expect(Self.rootRelative(scene, [0, 0, 0]) == Rect(x: 24, y: 94.5, width: 100, height: 50))
    // title at (116, 10.5) in card → (132, 94.5).
    #expect(Self.rootRelative(scene, [0, 0, 1]) == Rect(x: 132, y: 94.5, width: 219, height: 20.5))
    // Stored in the native scene relative to the parent, as the native format is.
    #expect(scene.views[0].children[0].children[0].x == 8)
  }

  @Test func stackViewsKeepTheirStoredArrangedFrames() throws {
    let scene = try IBTestDocuments.load(Self.document).value
    // fillEqually with spacing 8 in 343: (343 − 8) / 2 = 167.5 each, the second at
    // 167.5 + 8 = 175.5, so 16 + 175.5 = 191.5 from the root.
    let stack = scene.views[0].children[1]
    #expect(stack.className == "UIStackView")
    #expect(stack.children.map(\.width) == [167.5, 167.5])
    #expect(
      Self.rootRelative(scene, [0, 1, 1]) == Rect(x: 191.5, y: 300, width: 167.5, height: 44)
    )
    #expect(stack.children.map(\.style.text) == ["Push", "Fade"])
  }

  @Test func appearanceAttributes() throws {
    let scene = try IBTestDocuments.load(Self.document).value
    let card = scene.views[0].children[0]
    #expect(card.alpha == 0.5)
    #expect(card.clip == Rect(x: 0, y: 0, width: 343, height: 200))
    // red 1, green 0.5, blue 0: 255, round(127.5) = 128 = 0x80, 0.
    #expect(card.style.background == "#FF8000")
    #expect(card.style.cornerRadius == 12.5)
    let title = card.children[1]
    #expect(title.visibility == .invisible)
    #expect(title.style.text == "Hello")
    #expect(title.style.textSize == 17)
    #expect(title.className == "UILabel")
    // systemBackgroundColor, light appearance: white.
    #expect(scene.views[0].style.background == "#FFFFFF")
  }

  @Test func imageViewsMapContentModeAndImageSize() throws {
    let scene = try IBTestDocuments.load(Self.document).value
    let hero = scene.views[0].children[0].children[0]
    // scaleAspectFill covers, as Android's centerCrop; the image is 1600 × 900 pt.
    #expect(
      hero.image == ImageContent(scaleType: .centerCrop, drawableWidth: 1600, drawableHeight: 900)
    )
    #expect(IBContentMode.scaleType("scaleToFill") == .fitXY)
    #expect(IBContentMode.scaleType("scaleAspectFit") == .fitCenter)
    #expect(IBContentMode.scaleType("center") == .center)
    #expect(IBContentMode.scaleType("topLeft") == .matrix)
  }
}
