import SceneDiffCore
import Testing

@testable import SceneDiffInterfaceBuilder

/// Keys (accessibility identifier, else userLabel, else object id) and matching (accessibility
/// identifier as transitionName, then the object id within one document only).
@Suite struct IBKeyTests {
  /// One controller whose root view holds three views keyed three ways.
  static let document = IBTestDocuments.storyboard(
    """
    <scene sceneID="s"><objects><viewController id="home" sceneMemberID="viewController">
    <view key="view" id="root"><rect key="frame" x="0" y="0" width="100" height="100"/>
    <subviews>
    <view id="a1" userLabel="Avatar"><rect key="frame" x="0" y="0" width="10" height="10"/>
    <accessibility key="accessibilityConfiguration" identifier="avatar"/></view>
    <view id="b2" userLabel="Badge"><rect key="frame" x="10" y="0" width="10" height="10"/></view>
    <view id="c3"><rect key="frame" x="20" y="0" width="10" height="10"/></view>
    </subviews></view></viewController></objects></scene>
    """
  )

  /// The same document with every view moved 50 pt down, so that matched pairs move.
  static let moved = document.replacingOccurrences(
    of: #"y="0" width="10""#,
    with: #"y="50" width="10""#
  )

  @Test func viewsCarryTheirKeys() throws {
    let views = try IBTestDocuments.load(Self.document).value.views[0].children
    #expect(views.map(\.transitionName) == ["avatar", nil, nil])
    #expect(views.map(\.id) == ["Avatar", "Badge", "c3"])
    #expect(
      views.map(\.instance) == ["Test.storyboard#a1", "Test.storyboard#b2", "Test.storyboard#c3"]
    )
    #expect(views.allSatisfy { !$0.matchesByID })
  }

  @Test func planKeysFollowTheKeyRule() throws {
    let scene = try IBTestDocuments.load(Self.document).value
    let plan = Planner.plan(from: scene, to: try IBTestDocuments.load(Self.moved).value)
    // accessibility identifier, then userLabel, then object id; the root is "root".
    #expect(plan.matches.map(\.from) == ["avatar", "root", "Badge", "c3"])
  }

  @Test func sameDocumentMatchesByObjectID() throws {
    let start = try IBTestDocuments.load(Self.document).value
    let end = try IBTestDocuments.load(Self.moved).value
    let plan = Planner.plan(from: start, to: end)
    #expect(plan.matches.map(\.by) == ["transitionName", "instance", "instance", "instance"])
  }

  @Test func otherDocumentsMatchOnlyByAccessibilityIdentifier() throws {
    let start = try IBTestDocuments.load(Self.document, file: "A.storyboard").value
    let end = try IBTestDocuments.load(Self.moved, file: "B.storyboard").value
    let plan = Planner.plan(from: start, to: end)
    // Only "avatar" pairs: Badge, c3 and the roots keep their ids but do not match.
    #expect(plan.matches.map(\.by) == ["transitionName"])
    #expect(plan.matches.map(\.from) == ["avatar"])
  }

  @Test func explainSaysWhyIdsOfAnotherDocumentDoNotPair() throws {
    let start = try IBTestDocuments.load(Self.document, file: "A.storyboard").value
    let end = try IBTestDocuments.load(Self.moved, file: "B.storyboard").value
    // Both roots are "root" and unmatched, so the plan calls them from:root and to:root.
    let root = MatchExplanation(from: start, to: end).entries.first { $0.key == "from:root" }
    #expect(root?.status == .disappearing)
    #expect(
      root?.reason
        == "its id 'root' (an Interface Builder label or object id) pairs views only within one document",
      "\(String(describing: root))"
    )
  }
}
