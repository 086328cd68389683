import SceneDiff
import Testing

@testable import SceneDiffCore

@Suite struct FlatSceneEntryTests {
  /// A view with every property set away from its default.
  static func detailed(children: [ViewNode] = []) -> ViewNode {
    var view = ViewNode(
      id: "card",
      transitionName: "hero",
      className: "com.example.widget.RoundedCardView",
      x: 1,
      y: 2,
      width: 30,
      height: 40,
      transform: ViewTransform(translationX: 5, rotation: 45),
      alpha: 0.5,
      visibility: .invisible,
      clip: Rect(x: 0, y: 0, width: 10, height: 10),
      scrollX: 3,
      scrollY: 4,
      image: ImageContent(scaleType: .fitXY, drawableWidth: 8, drawableHeight: 9),
      style: ViewStyle(background: "#ff0000", text: "Hello", cornerRadius: 2, textSize: 14),
      children: children,
      location: SourceLocation(file: "layouts/main.xml", line: 12, column: 5)
    )
    view.instance = "instance-1"
    view.matchesByID = false
    view.transitionGroup = true
    return view
  }

  @Test func aViewReadsBackWithEveryPropertyButItsChildren() {
    let child = ViewNode(
      className: "View",
      x: 7,
      location: SourceLocation(file: "a", line: 1, column: 1)
    )
    let tree = SceneTree(width: 100, height: 100, views: [Self.detailed(children: [child])])
    for flat in [FlatScene(tree), FlatScene(consuming: tree)] {
      #expect(flat.count == 2)
      #expect(flat[0] == Self.detailed())
      #expect(flat[1] == child)
      #expect(flat.id(of: 0) == "card" && flat.transitionName(of: 0) == "hero")
      #expect(flat.id(of: 1) == nil && flat.transitionName(of: 1) == nil)
      #expect(flat.className(of: 0) == "com.example.widget.RoundedCardView")
      #expect(flat.location(of: 0) == SourceLocation(file: "layouts/main.xml", line: 12, column: 5))
      #expect(flat.entries[0].frame == Rect(x: 1, y: 2, width: 30, height: 40))
      #expect(flat.entries[0].scrollX == 3 && flat.entries[0].scrollY == 4)
      #expect(flat.entries[0].clip == Rect(x: 0, y: 0, width: 10, height: 10))
      #expect(flat.entries[0].instance == "instance-1" && !flat.entries[0].matchesByID)
      #expect(flat.entries[1].transform == ViewTransform() && flat.entries[1].matchesByID)
    }
  }

  @Test func aLocationTooFarForThirtyTwoBitsReadsBack() {
    // Line 2^32 does not fit the entry's 32-bit line: it is kept in the view's side record.
    let far = SourceLocation(file: "big.xml", line: 4_294_967_296, column: 1)
    let flat = FlatScene(SceneTree(width: 10, height: 10, views: [ViewNode(location: far)]))
    #expect(flat.location(of: 0) == far)
    #expect(flat[0].location == far)
  }

  @Test func classNamesAndFilesAreKeptOnceAndTextsAsTheyCome() {
    // Per view, in document order: its class, its text, its file. View 0: "A" 0, "t" 1,
    // "f" 2; view 1: its text again, 3 (texts are not looked up); view 2: "B" 4.
    let views = [
      ViewNode(
        className: "A",
        style: ViewStyle(text: "t"),
        location: SourceLocation(file: "f", line: 1, column: 1)
      ),
      ViewNode(
        className: "A",
        style: ViewStyle(text: "t"),
        location: SourceLocation(file: "f", line: 2, column: 1)
      ),
      ViewNode(className: "B", location: SourceLocation(file: "f", line: 3, column: 1)),
    ]
    let flat = FlatScene(SceneTree(width: 10, height: 10, views: views))
    #expect(flat.shared.strings == ["A", "t", "f", "t", "B"])
    #expect(flat.entries.map(\.classNumber) == [0, 0, 4])
    #expect(flat.entries.map(\.textNumber) == [1, 3, -1])
    #expect(flat.entries.map(\.locationFile) == [2, 2, 2])
    #expect(flat.entries.map(\.locationLine) == [1, 2, 3])
  }

  @Test func namesStayReadableOnceTheirLookupIsFreed() {
    var flat = FlatScene(
      SceneTree(width: 10, height: 10, views: [ViewNode(id: "a", transitionName: "b"), ViewNode()])
    )
    flat.names.dropLookup()
    #expect(flat.id(of: 0) == "a" && flat.transitionName(of: 0) == "b")
    #expect(flat.id(of: 1) == nil)
    #expect(flat.names.number(of: "a") == nil)
  }

  @Test func anEntryIsOneHundredAndFourBytes() {
    // Five Doubles (40) + the details reference (8) = 48; five 32-bit numbers (class, text,
    // file, line, column: 20) = 68; four 32-bit links (16) = 84; visibility, image scale and
    // flags, a byte each = 87; the key String (16, aligned to 8) from 88: 104.
    #expect(MemoryLayout<FlatScene.Entry>.stride == 104)
  }
}
