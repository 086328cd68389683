import SceneDiffCore
import SceneDiffXML
import Testing

@testable import SceneDiffInterfaceBuilder

/// Auto Layout re-solved for another screen (`--device`), on small storyboards.
///
/// Each is designed on `retina4_7` (375 × 667 pt, safe area top 20, bottom 0 —
/// `interface-builder.md` §1.2) with stored frames that satisfy its constraints, and re-solved
/// for 430 × 932 pt (safe area top 59, bottom 34: the 14 Pro Max / 15 Plus row of the same
/// table). Every expected frame is worked out by hand in the comments.
@Suite struct IBAutoLayoutTests {
  static let target = SceneDevice(width: 430, height: 932, density: 2)

  /// A storyboard with one controller whose root view holds `subviews` and `constraints`.
  static func document(_ subviews: String, _ constraints: String) -> String {
    IBTestDocuments.storyboard(
      """
            <scene sceneID="s1"><objects>
              <viewController id="home" title="Home" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                  <subviews>
      \(subviews)
                  </subviews>
                  <viewLayoutGuide key="safeArea" id="safe"/>
                  <constraints>
      \(constraints)
                  </constraints>
                </view>
              </viewController>
            </objects></scene>
      """
    )
  }

  static func solve(_ text: String, device: SceneDevice? = target) throws -> Loaded<SceneTree> {
    let root = try XMLDocumentReader.root(bytes: Array(text.utf8), file: "Test.storyboard")
    return try InterfaceBuilderFile.load(root, file: "Test.storyboard", scene: nil, device: device)
  }

  /// The frame (x, y, width, height) of the view with this id, relative to its parent.
  static func frame(_ tree: SceneTree, _ id: String) -> [Double]? {
    func find(_ nodes: [ViewNode]) -> ViewNode? {
      for node in nodes {
        if node.id == id { return node }
        if let found = find(node.children) { return found }
      }
      return nil
    }
    return find(tree.views).map { [$0.x, $0.y, $0.width, $0.height] }
  }

  @Test func centredViewStaysCentred() throws {
    let text = Self.document(
      """
              <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="137.5" y="308.5" width="100" height="50"/>
                <constraints>
                  <constraint firstAttribute="width" constant="100" id="w"/>
                  <constraint firstAttribute="height" constant="50" id="h"/>
                </constraints>
              </view>
      """,
      """
              <constraint firstItem="box" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx"/>
              <constraint firstItem="box" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="cy"/>
      """
    )
    let loaded = try Self.solve(text)
    // x = (430 − 100) / 2 = 165, y = (932 − 50) / 2 = 441.
    #expect(Self.frame(loaded.value, "box") == [165, 441, 100, 50])
    #expect(loaded.value.width == 430 && loaded.value.height == 932)
    #expect(loaded.diagnostics.isEmpty)
    // Without a device the stored frame is kept.
    #expect(Self.frame(try Self.solve(text, device: nil).value, "box") == [137.5, 308.5, 100, 50])
  }

  @Test func leadingTrailingPinnedLabelStretches() throws {
    let text = Self.document(
      """
              <label text="Hello" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                <rect key="frame" x="16" y="40" width="343" height="20.5"/>
              </label>
      """,
      """
              <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
              <constraint firstItem="title" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c2"/>
              <constraint firstItem="safe" firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="16" id="c3"/>
      """
    )
    // Design: safe top 20, 20 + 20 = 40 as stored. Target: y = 59 + 20 = 79, x = 16,
    // width = 430 − 16 − 16 = 398 (the required pins beat hugging at 251); height = the
    // intrinsic 20.5 (hugging ≤ 20.5 and compression ≥ 20.5 both hold).
    let loaded = try Self.solve(text)
    #expect(Self.frame(loaded.value, "title") == [16, 79, 398, 20.5])
    #expect(loaded.diagnostics.isEmpty)
  }

  @Test func equalWidthsPairShareTheWidth() throws {
    let text = Self.document(
      """
              <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                <rect key="frame" x="20" y="100" width="162.5" height="44"/>
                <constraints><constraint firstAttribute="height" constant="44" id="ha"/></constraints>
              </view>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="192.5" y="100" width="162.5" height="44"/>
              </view>
      """,
      """
              <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="e1"/>
              <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="10" id="e2"/>
              <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="20" id="e3"/>
              <constraint firstItem="a" firstAttribute="width" secondItem="b" secondAttribute="width" id="e4"/>
              <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="e5"/>
              <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="top" id="e6"/>
              <constraint firstItem="b" firstAttribute="height" secondItem="a" secondAttribute="height" id="e7"/>
      """
    )
    // Design: (375 − 20 − 10 − 20) / 2 = 162.5. Target: (430 − 50) / 2 = 190; b.x = 20 + 190
    // + 10 = 220.
    let loaded = try Self.solve(text)
    #expect(Self.frame(loaded.value, "a") == [20, 100, 190, 44])
    #expect(Self.frame(loaded.value, "b") == [220, 100, 190, 44])
    #expect(loaded.diagnostics.isEmpty)
  }

  @Test func verticalStackWithSpacing() throws {
    let text = Self.document(
      """
              <stackView axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="16" y="20" width="343" height="87"/>
                <subviews>
                  <label text="One" id="one"><rect key="frame" x="0.0" y="0.0" width="343" height="20.5"/></label>
                  <button id="two"><rect key="frame" x="0.0" y="28.5" width="343" height="30"/></button>
                  <label text="Three" id="three"><rect key="frame" x="0.0" y="66.5" width="343" height="20.5"/></label>
                </subviews>
              </stackView>
      """,
      """
              <constraint firstItem="stack" firstAttribute="top" secondItem="safe" secondAttribute="top" id="s1"/>
              <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="s2"/>
              <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="16" id="s3"/>
      """
    )
    // Stack: x 16, y = safe top 59, width 430 − 32 = 398; fill along the vertical axis with
    // spacing 8: one at 0 (20.5 high), two at 20.5 + 8 = 28.5 (30), three at 28.5 + 30 + 8 =
    // 66.5 (20.5); the stack's height is the sum 20.5 + 8 + 30 + 8 + 20.5 = 87. Alignment fill
    // gives each the stack's width, 398, at x 0.
    let loaded = try Self.solve(text)
    #expect(Self.frame(loaded.value, "stack") == [16, 59, 398, 87])
    #expect(Self.frame(loaded.value, "one") == [0, 0, 398, 20.5])
    #expect(Self.frame(loaded.value, "two") == [0, 28.5, 398, 30])
    #expect(Self.frame(loaded.value, "three") == [0, 66.5, 398, 20.5])
  }

  @Test func priorityConflictIsResolvedByPriority() throws {
    let text = Self.document(
      """
              <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0.0" y="0.0" width="200" height="120"/>
                <constraints>
                  <constraint firstAttribute="width" relation="lessThanOrEqual" constant="200" id="p1"/>
                  <constraint firstAttribute="width" constant="300" priority="750" id="p2"/>
                  <constraint firstAttribute="width" constant="100" priority="250" id="p3"/>
                  <constraint firstAttribute="height" constant="80" priority="998" id="p4"/>
                  <constraint firstAttribute="height" constant="120" priority="999" id="p5"/>
                </constraints>
              </view>
      """,
      """
              <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="p6"/>
              <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="p7"/>
      """
    )
    // Width: required ≤ 200; at 750 the pull to 300 gets as close as it can, 200; the 250
    // constraint loses. Height: 999 beats 998 → 120.
    let loaded = try Self.solve(text)
    #expect(Self.frame(loaded.value, "box") == [0, 0, 200, 120])
    #expect(loaded.diagnostics.isEmpty)
  }

  @Test func unsatisfiablePairIsReportedWithLocations() throws {
    let text = Self.document(
      """
              <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                <constraints>
                  <constraint firstAttribute="width" constant="100" id="u1"/>
                  <constraint firstAttribute="height" constant="50" id="u2"/>
                  <constraint firstAttribute="width" constant="150" id="u3"/>
                </constraints>
              </view>
      """,
      """
              <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="u4"/>
              <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="u5"/>
      """
    )
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    func location(_ id: String) -> String {
      let line = lines.firstIndex { $0.contains("id=\"\(id)\"") } ?? 0
      let column =
        (lines[line].firstIndex(of: "<").map {
          lines[line].distance(from: lines[line].startIndex, to: $0)
        } ?? 0) + 1
      return "Test.storyboard:\(line + 1):\(column)"
    }
    let loaded = try Self.solve(text)
    // u1 (width 100) goes in first; u3 (width 150) contradicts it and is broken, as UIKit
    // breaks one constraint of the set; the width stays 100.
    #expect(Self.frame(loaded.value, "box") == [0, 0, 100, 50])
    let warnings = loaded.diagnostics.filter { $0.code == "unsatisfiable-constraints" }
    #expect(warnings.count == 1)
    let warning = try #require(warnings.first)
    #expect(warning.location?.description == location("u3"))
    #expect(warning.message.hasPrefix("Unable to simultaneously satisfy constraints: "))
    #expect(warning.message.contains("'u1' (box.width == 100) at \(location("u1"))"))
    #expect(
      warning.message.contains("breaking constraint 'u3' (box.width == 150) at \(location("u3"))")
    )
    #expect(!warning.message.contains("'u2'"))
  }

  @Test func ambiguousViewIsWarnedAndKeepsItsStoredPlace() throws {
    let text = Self.document(
      """
              <view translatesAutoresizingMaskIntoConstraints="NO" id="loose">
                <rect key="frame" x="30" y="40" width="60" height="70"/>
                <constraints>
                  <constraint firstAttribute="width" constant="60" id="a1"/>
                  <constraint firstAttribute="height" constant="70" id="a2"/>
                </constraints>
              </view>
      """,
      ""
    )
    let loaded = try Self.solve(text)
    #expect(Self.frame(loaded.value, "loose") == [30, 40, 60, 70])
    let warnings = loaded.diagnostics.filter { $0.code == "ambiguous-layout" }
    #expect(
      warnings.map(\.message) == [
        "view 'loose' has an ambiguous layout: its constraints do not determine its x position, "
          + "y position; its stored frame decides them"
      ]
    )
  }

  @Test func frameLaidViewFollowsItsAutoresizingMask() throws {
    let text = Self.document(
      """
              <view id="banner">
                <rect key="frame" x="10" y="100" width="355" height="50"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
              </view>
              <view id="badge">
                <rect key="frame" x="300" y="600" width="40" height="40"/>
                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMinY="YES"/>
              </view>
      """,
      ""
    )
    // banner: only the width is flexible horizontally, so it takes the whole change 430 − 375
    // = 55 → 410; vertically only the bottom margin is flexible, so y stays 100.
    // badge: only the left/top margins are flexible: x = 300 + 55 = 355, y = 600 + (932 −
    // 667) = 865.
    let loaded = try Self.solve(text)
    #expect(Self.frame(loaded.value, "banner") == [10, 100, 410, 50])
    #expect(Self.frame(loaded.value, "badge") == [355, 865, 40, 40])
  }

  @Test func badConstraintsAreLocatedWarnings() throws {
    let text = Self.document(
      """
              <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
              </view>
      """,
      """
              <constraint firstItem="box" firstAttribute="leading" secondItem="ghost" secondAttribute="leading" id="b1"/>
              <constraint firstItem="box" firstAttribute="middle" secondItem="root" secondAttribute="top" id="b2"/>
              <constraint firstItem="box" firstAttribute="width" constant="10" multiplier="1:0" id="b3"/>
      """
    )
    let loaded = try Self.solve(text)
    let codes = loaded.diagnostics.map(\.code)
    #expect(codes.contains("unknown-constraint-item"))
    #expect(codes.contains("unknown-constraint-attribute"))
    #expect(codes.contains("invalid-constraint-value"))
    let ghost = try #require(loaded.diagnostics.first { $0.code == "unknown-constraint-item" })
    #expect(ghost.message.contains("'ghost'"))
    #expect(ghost.location?.file == "Test.storyboard")
  }

  @Test func multipliersAcceptRatiosAndFractions() {
    #expect(IBLayoutSystem.multiplier("16:9") == 16.0 / 9.0)
    #expect(IBLayoutSystem.multiplier("2/3") == 2.0 / 3.0)
    #expect(IBLayoutSystem.multiplier("0.75") == 0.75)
    #expect(IBLayoutSystem.multiplier("1:0") == nil)
    #expect(IBLayoutSystem.multiplier("wide") == nil)
  }
}
