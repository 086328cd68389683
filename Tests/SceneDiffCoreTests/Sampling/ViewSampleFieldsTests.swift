import Testing

@testable import SceneDiffCore

/// A sample keeps its transform, clip, clip radius and image matrix apart from its other
/// fields (``ViewSample``): each reads back what was set, in any order, and two samples with
/// the same fields are equal and hash alike however they were written.
@Suite struct ViewSampleFieldsTests {
  /// A plain sample of view `a`: a 10 × 20 box at (1, 2), half transparent, visible.
  static func plain() -> ViewSample {
    ViewSample(
      key: "a",
      bounds: Rect(x: 1, y: 2, width: 10, height: 20),
      alpha: 0.5,
      visible: true,
      inOverlay: false
    )
  }

  @Test func aPlainSampleHasNoneOfTheRareFields() {
    let sample = Self.plain()
    #expect(sample.transform == nil)
    #expect(sample.clip == nil)
    #expect(sample.clipRadius == nil)
    #expect(sample.imageMatrix == nil)
    #expect(sample.z == nil)
    #expect(sample.key == "a")
    #expect(sample.bounds == Rect(x: 1, y: 2, width: 10, height: 20))
    #expect(sample.alpha == 0.5)
    #expect(sample.visible)
    #expect(!sample.inOverlay)
  }

  @Test func eachFieldReadsBackWhatWasSetAlone() {
    let scale = Matrix.scale(2, 3)
    let clip = Rect(x: 0, y: 0, width: 4, height: 5)
    var sample = Self.plain()
    sample.clipRadius = 6
    #expect(sample.clipRadius == 6)
    #expect(sample.transform == nil && sample.clip == nil && sample.imageMatrix == nil)
    sample.transform = scale
    sample.clip = clip
    sample.imageMatrix = Matrix.translation(7, 8)
    #expect(sample.transform == scale)
    #expect(sample.clip == clip)
    #expect(sample.clipRadius == 6)
    #expect(sample.imageMatrix == Matrix.translation(7, 8))
    sample.clip = nil
    #expect(sample.clip == nil)
    #expect(sample.transform == scale)
    #expect(sample.clipRadius == 6)
  }

  @Test func theDrawingOrderIsKeptWithZeroAndNegativeValues() {
    var sample = Self.plain()
    sample.z = 0
    #expect(sample.z == 0)
    sample.z = -3
    #expect(sample.z == -3)
    sample.z = Int.max
    #expect(sample.z == Int.max)
    sample.z = nil
    #expect(sample.z == nil)
    #expect(sample == Self.plain())
  }

  @Test func samplesWithTheSameFieldsAreEqualHoweverWritten() {
    let scale = Matrix.scale(2, 3)
    let made = ViewSample(
      key: "a",
      bounds: Rect(x: 1, y: 2, width: 10, height: 20),
      alpha: 0.5,
      visible: true,
      transform: scale,
      clipRadius: 4,
      inOverlay: false,
      z: 9
    )
    var written = Self.plain()
    written.clipRadius = 4
    written.imageMatrix = Matrix.translation(1, 1)
    written.z = 9
    written.transform = scale
    written.imageMatrix = nil
    #expect(written == made)
    #expect(written.hashValue == made.hashValue)
    // Every rare field set and then cleared again: equal to a sample that never had one.
    written.transform = nil
    written.clipRadius = nil
    written.z = nil
    #expect(written == Self.plain())
    #expect(written.hashValue == Self.plain().hashValue)
    // One field apart: not equal.
    written.clip = Rect(x: 0, y: 0, width: 1, height: 1)
    #expect(written != Self.plain())
    var other = Self.plain()
    other.z = 0
    #expect(other != Self.plain())
  }

  @Test func setRareSetsTheFourAtOnce() {
    var sample = Self.plain()
    let clip = Rect(x: 0, y: 0, width: 4, height: 5)
    sample.setRare(transform: nil, clip: clip, clipRadius: 2, imageMatrix: nil)
    #expect(sample.clip == clip)
    #expect(sample.clipRadius == 2)
    #expect(sample.transform == nil)
    #expect(sample.imageMatrix == nil)
    sample.setRare(transform: nil, clip: nil, clipRadius: nil, imageMatrix: nil)
    #expect(sample == Self.plain())
  }
}
