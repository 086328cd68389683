import Testing

@testable import SceneDiffCore

/// Compositions kept in 32 bytes give back what they were given, bit for bit.
///
/// A frame keeps each end node's composition so (``Sampler/Compositions``): a finite exact
/// translation as its two numbers, any other matrix apart. A replacement must count as a change
/// exactly when some bit differs (a child is then rewritten).
@Suite struct SamplerCompositionsTests {
  /// The bits of a composition, to compare two of them whole.
  static func bits(_ c: Sampler.Composition) -> [UInt64] {
    c.through.values.map(\.bitPattern) + [c.alpha.bitPattern, c.visible ? 1 : 0]
  }

  @Test func translationsAreKeptAsTheirNumbers() {
    var compositions = Sampler.Compositions()
    compositions.append((Matrix.translation(3, 4), 0.5, true))
    compositions.append((Matrix.translation(-0.0, 7.25), 1, false))
    #expect(compositions.translation(0)?.x == 3)
    #expect(compositions.translation(0)?.y == 4)
    #expect(compositions.translation(0)?.alpha == 0.5)
    #expect(compositions.translation(0)?.visible == true)
    // −0 stays −0: its sign bit decides the sign of a child's zero.
    #expect(compositions.translation(1)?.x.sign == .minus)
    #expect(compositions.translation(1)?.visible == false)
    #expect(Self.bits(compositions[1]) == Self.bits((Matrix.translation(-0.0, 7.25), 1, false)))
  }

  @Test func otherMatricesAreKeptWhole() {
    var compositions = Sampler.Compositions()
    let scaled = Matrix.scale(2, 3)
    // A translation by an infinite amount is not a finite one: kept whole too.
    let far = Matrix.translation(.infinity, 1)
    compositions.append((scaled, 0.25, true))
    compositions.append((far, 1, true))
    #expect(compositions.translation(0) == nil)
    #expect(compositions.translation(1) == nil)
    #expect(Self.bits(compositions[0]) == Self.bits((scaled, 0.25, true)))
    #expect(Self.bits(compositions[1]) == Self.bits((far, 1, true)))
  }

  @Test func aReplacementIsAChangeWhenAnyBitDiffers() {
    var compositions = Sampler.Compositions()
    compositions.append((Matrix.translation(3, 4), 0.5, true))
    let change1 = compositions.replace(0, with: (Matrix.translation(3, 4), 0.5, true))
    #expect(!change1)
    // 0 == −0 as numbers, not as bits.
    let change2 = compositions.replace(0, with: (Matrix.translation(3, -0.0), 0.5, true))
    #expect(change2)
    let change3 = compositions.replace(0, with: (Matrix.translation(3, 0), 0.5, true))
    #expect(change3)
    let change4 = compositions.replace(0, with: (Matrix.translation(3, 0), 0.5, false))
    #expect(change4)
    let change5 = compositions.replace(0, with: (Matrix.translation(3, 0), 0.75, false))
    #expect(change5)
    // A NaN alpha is the same as itself bit for bit.
    let change6 = compositions.replace(0, with: (Matrix.translation(3, 0), .nan, false))
    #expect(change6)
    let change7 = compositions.replace(0, with: (Matrix.translation(3, 0), .nan, false))
    #expect(!change7)
  }

  @Test func aNodeMovesBetweenTranslationsAndOtherMatrices() {
    var compositions = Sampler.Compositions()
    compositions.append((Matrix.translation(1, 2), 1, true))
    compositions.append((Matrix.translation(5, 6), 1, true))
    let rotated = Matrix.rotation(degrees: 90)
    let scaled = Matrix.scale(2, 2)
    let change8 = compositions.replace(0, with: (rotated, 1, true))
    #expect(change8)
    let change9 = compositions.replace(0, with: (rotated, 1, true))
    #expect(!change9)
    let change10 = compositions.replace(0, with: (scaled, 1, true))
    #expect(change10)
    #expect(Self.bits(compositions[0]) == Self.bits((scaled, 1, true)))
    let change11 = compositions.replace(0, with: (Matrix.translation(1, 2), 1, true))
    #expect(change11)
    #expect(compositions.translation(0)?.x == 1)
    // Back to a matrix: its slot is reused, and the other node is untouched.
    let change12 = compositions.replace(0, with: (rotated, 0.5, true))
    #expect(change12)
    #expect(Self.bits(compositions[0]) == Self.bits((rotated, 0.5, true)))
    #expect(Self.bits(compositions[1]) == Self.bits((Matrix.translation(5, 6), 1, true)))
  }
}
