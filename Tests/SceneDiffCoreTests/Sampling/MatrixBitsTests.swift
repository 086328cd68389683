import Testing

@testable import SceneDiffCore

/// A frame keeps a child's sample when its parent's composition is the same bit for bit
/// (``Matrix/hasSameBits(as:)``), so equal numbers of another sign of zero must count as
/// different.
@Suite struct MatrixBitsTests {
  @Test func sameBits() {
    #expect(Matrix.translation(3, 4).hasSameBits(as: Matrix.translation(3, 4)))
    #expect(!Matrix.translation(3, 4).hasSameBits(as: Matrix.translation(3, 5)))
    // 0 == -0 as numbers, but not as bits.
    #expect(Matrix.translation(0, 4) == Matrix.translation(-0.0, 4))
    #expect(!Matrix.translation(0, 4).hasSameBits(as: Matrix.translation(-0.0, 4)))
    // A NaN is not equal to itself as a number, but its bits are.
    #expect(Matrix.translation(.nan, 1).hasSameBits(as: Matrix.translation(.nan, 1)))
    #expect(!Matrix.identity.hasSameBits(as: Matrix.scale(1, 2)))
  }

  @Test func translationsConcatenateAsTheGeneralProduct() {
    // (1, 0, 3; 0, 1, 4) · (1, 0, 10; 0, 1, 20) = (1, 0, 13; 0, 1, 24).
    let a = Matrix.translation(3, 4)
    let b = Matrix.translation(10, 20)
    #expect(a.concatenatingTranslations(b).hasSameBits(as: Matrix.translation(13, 24)))
    // x = (−0 + 0·5) + (−0) = (+0) + (−0) = +0; y = (0·(−0) + 5) + 0 = 5.
    let c = Matrix.translation(-0.0, 0)
    let d = Matrix.translation(-0.0, 5)
    #expect(c.concatenatingTranslations(d).hasSameBits(as: Matrix.translation(0, 5)))
    // x = (−0 + 0·(−5)) + (−0) = (−0) + (−0) = −0.
    let e = Matrix.translation(-0.0, 0)
    let f = Matrix.translation(-0.0, -5)
    #expect(e.concatenatingTranslations(f).hasSameBits(as: Matrix.translation(-0.0, -5)))
    // Each agrees with the general product bit for bit, as do products that are not two
    // finite translations (an infinite translation, a scale).
    let pairs = [
      (a, b), (c, d), (e, f), (Matrix.translation(.infinity, 1), b),
      (a, Matrix.translation(1, .nan)), (Matrix.scale(2, 3), b), (a, Matrix.scale(2, 3)),
    ]
    for (x, y) in pairs {
      #expect(x.concatenatingTranslations(y).hasSameBits(as: x.concatenating(y)))
    }
  }

  @Test func finiteTranslationsAreReadOnlyFromExactFiniteTranslations() {
    // (1, 0, 3; 0, 1, −4; 0, 0, 1) is an exact translation: its two terms.
    let t = Matrix.translation(3, -4).finiteTranslation
    #expect(t?.x == 3 && t?.y == -4)
    // The identity translates by (+0, +0).
    let zero = Matrix.identity.finiteTranslation
    #expect(zero?.x.bitPattern == 0 && zero?.y.bitPattern == 0)
    // Not exact: a scale, and a skew entry of −0 (equal to 0 as a number, not as bits).
    #expect(Matrix.scale(2, 1).finiteTranslation == nil)
    #expect(Matrix([1, -0.0, 3, 0, 1, 4, 0, 0, 1]).finiteTranslation == nil)
    // Exact but not finite.
    #expect(Matrix.translation(.infinity, 1).finiteTranslation == nil)
    #expect(Matrix.translation(1, .nan).finiteTranslation == nil)
  }
}
