import Testing

@testable import SceneDiffNative

/// `ViewAttribute.named` picks a candidate from a name's length, first and last byte, then
/// compares the whole name.
@Suite struct ViewAttributeTests {
  func named(_ text: String) -> ViewAttribute? {
    Array(text.utf8).withUnsafeBufferPointer { ViewAttribute.named($0) }
  }

  @Test func everyNameIsFound() {
    for attribute in ViewAttribute.allCases {
      #expect(named(attribute.name) == attribute, "\(attribute.name)")
    }
    #expect(named("class") == .className)
    #expect(named("translationZ") == .translationZ)
  }

  @Test(arguments: [
    "", "ids", "Id", "X", "z", "className", "translationW", "translationx", "scaleZ", "pivotZ",
    "scrollZ", "rotationZ", "Rotation", "texts", "clips", "alpha ", "widtH", "heighT",
    "drawableHeighX", "transitionNamE", "cornerRadiuS", "visibilitY", "backgrounD", "textSizE",
    "elevatioN", "scaleTypE", "drawableWidtH", "a", "abcdefghijklmnopq",
    // The right length, first and last byte, a byte inside different (or not ASCII).
    "ib", "tranzitionName", "drawableWXdth", "scaleTyqe", "visibiIity", "cornerRodius", "wïdth",
    "trans\u{0}tionX", "rotati0nY",
  ])
  func otherNamesAreNotFound(_ text: String) {
    #expect(named(text) == nil)
  }
}
