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
}
