import Testing

@testable import SceneDiffCore

/// A ``Sampler/PlacedComposition`` stands for the composition a placement made, bit for bit.
///
/// A finite exact translation is returned as its two numbers, any other matrix written aside;
/// the composition it stands for, and what a frame's ``Sampler/Compositions`` keeps of it, must
/// be the one the placement made.
@Suite struct SamplerPlacedCompositionTests {
  /// What `general` holds before a placement: a composition no test below expects.
  static let untouched: Sampler.Composition = (Matrix.scale(7, 7), 0.25, false)

  /// A translation by (3, −0) is returned as its two numbers (the zero's sign kept), with its
  /// alpha and visibility, and `general` is not written; the composition it stands for is
  /// `Matrix.translation(3, -0.0)`, value for value.
  @Test func aTranslationIsItsTwoNumbers() {
    var general = Self.untouched
    let placed = Sampler.PlacedComposition((.translation(3, -0.0), 0.5, true), general: &general)
    #expect(!placed.isGeneral)
    #expect(placed.x == 3)
    #expect(placed.y.bitPattern == (-0.0).bitPattern)
    #expect(placed.alpha == 0.5)
    #expect(placed.visible)
    #expect(general.through == Self.untouched.through)
    let back = placed.composition(general: general)
    #expect(back.through.values == [1, 0, 3, 0, 1, -0.0, 0, 0, 1])
    #expect(back.through.values[5].sign == .minus)
    #expect(back.alpha == 0.5)
    #expect(back.visible)
  }

  /// A scale and a translation by an infinite amount are not finite exact translations: both
  /// are written to `general` whole and marked so, and stand for what was written.
  @Test func otherMatricesAreWrittenAside() {
    for matrix in [Matrix.scale(2, 3), Matrix.translation(.infinity, 1)] {
      var general = Self.untouched
      let placed = Sampler.PlacedComposition((matrix, 0.75, false), general: &general)
      #expect(placed.isGeneral)
      #expect(general.through.values == matrix.values)
      #expect(general.alpha == 0.75)
      #expect(!general.visible)
      #expect(placed.composition(general: general).through.values == matrix.values)
    }
  }

  /// The numbers of a translation built directly are those of the same translation made from
  /// its matrix: (−4.5, 2), alpha 1, hidden.
  @Test func numbersMadeDirectlyAreTheMatrixOnes() {
    var general = Self.untouched
    let fromMatrix = Sampler.PlacedComposition((.translation(-4.5, 2), 1, false), general: &general)
    let direct = Sampler.PlacedComposition(x: -4.5, y: 2, alpha: 1, visible: false)
    #expect(direct.x == fromMatrix.x && direct.y == fromMatrix.y)
    #expect(direct.alpha == fromMatrix.alpha && direct.flags == fromMatrix.flags)
    #expect(!direct.visible && !direct.isGeneral)
  }

  /// Replacing a stored translation by (1, +0) with the placed (1, +0) changes nothing; with
  /// (1, −0) it changes (bit for bit), and so does a general matrix, which is then read back
  /// whole; back to a translation, the translation is read back.
  @Test func replacingComparesBitForBit() {
    var composed = Sampler.Compositions()
    composed.append((.translation(1, 0), 1, true))
    let scale = Matrix.scale(2, 2)
    let plusZero = Sampler.PlacedComposition(x: 1, y: 0, alpha: 1, visible: true)
    let minusZero = Sampler.PlacedComposition(x: 1, y: -0.0, alpha: 1, visible: true)
    let same = composed.replace(0, with: plusZero, general: Self.untouched)
    #expect(!same)
    let signChanged = composed.replace(0, with: minusZero, general: Self.untouched)
    #expect(signChanged)
    #expect(composed[0].through.values[5].sign == .minus)
    var general = Self.untouched
    let placed = Sampler.PlacedComposition((scale, 0.5, true), general: &general)
    let madeGeneral = composed.replace(0, with: placed, general: general)
    #expect(madeGeneral)
    #expect(composed[0].through.values == scale.values)
    #expect(composed.translation(0) == nil)
    let generalAgain = composed.replace(0, with: placed, general: general)
    #expect(!generalAgain)
    let moved = Sampler.PlacedComposition(x: 6, y: 7, alpha: 0.5, visible: true)
    let translatedAgain = composed.replace(0, with: moved, general: Self.untouched)
    #expect(translatedAgain)
    #expect(composed[0].through.values == [1, 0, 6, 0, 1, 7, 0, 0, 1])
  }
}
