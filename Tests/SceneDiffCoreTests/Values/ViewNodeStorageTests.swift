import Testing

@testable import SceneDiffCore

/// `ViewNode` keeps rare fields in a side record and its location in 32-bit numbers: every
/// property must still read back exactly what was set, and equality must stay field by field.
@Suite struct ViewNodeStorageTests {
  @Test func readsBackEveryRareFieldExactly() {
    var node = ViewNode(id: "a")
    #expect(node.details == nil)
    let transform = ViewTransform(
      translationX: 1.5,
      translationY: -2,
      translationZ: 3,
      elevation: 4,
      scaleX: 0.5,
      scaleY: 2,
      rotation: 90,
      rotationX: 10,
      rotationY: 20,
      pivotX: 7,
      pivotY: nil
    )
    node.transform = transform
    node.clip = Rect(x: 1, y: 2, width: 3, height: 4)
    node.scrollX = 5
    node.scrollY = -6
    node.image = ImageContent(scaleType: .centerCrop, drawableWidth: 24, drawableHeight: nil)
    node.style = ViewStyle(background: "#FF0000", text: "Hi", cornerRadius: 8, textSize: 14)
    node.instance = "i1"
    node.matchesByID = false
    node.transitionGroup = false
    #expect(node.transform == transform)
    #expect(node.clip == Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(node.scrollX == 5)
    #expect(node.scrollY == -6)
    #expect(node.image == ImageContent(scaleType: .centerCrop, drawableWidth: 24))
    #expect(
      node.style == ViewStyle(background: "#FF0000", text: "Hi", cornerRadius: 8, textSize: 14)
    )
    #expect(node.instance == "i1")
    #expect(node.matchesByID == false)
    #expect(node.transitionGroup == false)
    node.transitionGroup = true
    #expect(node.transitionGroup == true)
    node.transitionGroup = nil
    #expect(node.transitionGroup == nil)
  }

  @Test func everyScaleTypeRoundTrips() {
    for scaleType in ScaleType.allCases {
      let node = ViewNode(image: ImageContent(scaleType: scaleType))
      #expect(node.image == ImageContent(scaleType: scaleType))
      // An image without a drawable size needs no side record.
      #expect(node.details == nil)
    }
  }

  @Test func defaultsNeedNoSideRecord() {
    var node = ViewNode(
      transform: ViewTransform(),
      clip: nil,
      scrollX: 0,
      scrollY: 0,
      style: ViewStyle(text: "only text"),
      location: SourceLocation(file: "a.xml", line: 3, column: 5)
    )
    #expect(node.details == nil)
    node.scrollX = 2
    #expect(node.details != nil)
    node.scrollX = 0
    #expect(node.details == nil)
    #expect(node.style.text == "only text")
    #expect(node.location == SourceLocation(file: "a.xml", line: 3, column: 5))
  }

  @Test func keepsNegativeZeroAndItsEquality() {
    // -0.0 differs from the default 0 bit for bit, so it is kept as written; equality still
    // compares values, and -0.0 == 0.0 in IEEE 754, as it did for the stored properties.
    var negative = ViewNode()
    negative.scrollX = -0.0
    negative.transform.translationY = -0.0
    #expect(negative.scrollX.sign == .minus)
    #expect(negative.transform.translationY.sign == .minus)
    #expect(negative == ViewNode())
    #expect(negative.hashValue == ViewNode().hashValue)
  }

  @Test func keepsLocationsBeyond32Bits() {
    // 2^32 does not fit UInt32 (largest 4,294,967,295): it goes to the side record.
    let far = SourceLocation(file: "big.xml", line: 1 << 32, column: 7)
    var node = ViewNode(location: far)
    #expect(node.location == far)
    #expect(node.details != nil)
    node.location = SourceLocation(file: "big.xml", line: 9, column: 4_294_967_295)
    #expect(node.location == SourceLocation(file: "big.xml", line: 9, column: 4_294_967_295))
    #expect(node.details == nil)
    node.location = SourceLocation(file: "x", line: -1, column: 1)
    #expect(node.location == SourceLocation(file: "x", line: -1, column: 1))
    node.location = nil
    #expect(node.location == nil)
    #expect(node.details == nil)
  }

  @Test func copiesShareTheSideRecordAndChangeIndependently() {
    var first = ViewNode(clip: Rect(x: 0, y: 0, width: 1, height: 1))
    var second = first
    #expect(first.details === second.details)
    second.clip = Rect(x: 0, y: 0, width: 2, height: 2)
    #expect(first.clip == Rect(x: 0, y: 0, width: 1, height: 1))
    #expect(second.clip == Rect(x: 0, y: 0, width: 2, height: 2))
    #expect(first != second)
    first.clip = Rect(x: 0, y: 0, width: 2, height: 2)
    #expect(first == second)
  }

  @Test func theLoadersInitializerMakesTheSameViewWithoutASideRecord() {
    let location = SourceLocation(file: "a.xml", line: 3, column: 5)
    let loaded = ViewNode(
      id: "a",
      transitionName: "t",
      className: "ImageView",
      frame: (1, 2, 3, 4),
      alpha: 0.5,
      visibility: .invisible,
      text: "Hi",
      scaleType: .centerCrop,
      location: location
    )
    let made = ViewNode(
      id: "a",
      transitionName: "t",
      className: "ImageView",
      x: 1,
      y: 2,
      width: 3,
      height: 4,
      alpha: 0.5,
      visibility: .invisible,
      image: ImageContent(scaleType: .centerCrop),
      style: ViewStyle(text: "Hi"),
      location: location
    )
    #expect(loaded == made)
    #expect(loaded.details == nil)
    #expect(loaded.image == ImageContent(scaleType: .centerCrop))
    // Defaults: no image, alpha 1, visible; a line of 2^32 (beyond UInt32) goes to the record.
    let far = SourceLocation(file: "big.xml", line: 1 << 32, column: 7)
    let plain = ViewNode(
      id: nil,
      transitionName: nil,
      className: "View",
      frame: (0, 0, 0, 0),
      location: far
    )
    #expect(plain == ViewNode(location: far))
    #expect(plain.image == nil)
    #expect(plain.location == far)
    #expect(plain.details != nil)
  }
}
