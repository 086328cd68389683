import Testing

@testable import SceneDiffAndroid

/// ``Dimension/plainDecimal(_:)`` reads plain decimals as `strtod` does and leaves every other
/// text to `DecimalNumber.parse`.
@Suite struct PlainDecimalTests {
  private func read(_ text: String) -> Double? {
    Array(text.utf8).withUnsafeBufferPointer(Dimension.plainDecimal)
  }

  /// Plain decimals give the `Double` their literal gives (the compiler's correctly rounded
  /// reading): 16 = 16 / 10⁰, 1.33 = 133 / 10², 0.1 = 1 / 10¹, `.5` = 5 / 10¹, `5.` = 5 / 10⁰,
  /// 15 digits 1234567890.12345 = 123456789012345 / 10⁵.
  @Test func plainDecimalsAreCorrectlyRounded() {
    #expect(read("16") == 16)
    #expect(read("1.33") == 1.33)
    #expect(read("0.1") == 0.1)
    #expect(read(".5") == 0.5)
    #expect(read("5.") == 5)
    #expect(read("-2.25") == -2.25)
    #expect(read("1234567890.12345") == 1_234_567_890.123_45)
    // 15 digits (a zero and 14 after the point): 1 / 10¹⁴; one more digit is left to the
    // full parser.
    #expect(read("0.00000000000001") == 1e-14)
    #expect(read("0.000000000000001") == nil)
  }

  /// `-0` is negative zero, as `strtod` reads it.
  @Test func negativeZeroKeepsItsSign() throws {
    let zero = try #require(read("-0"))
    #expect(zero == 0)
    #expect(zero.sign == .minus)
    #expect(read("0")?.sign == .plus)
  }

  /// Anything else is not read here: no digit, 16 digits, 23 digits (more than an `Int`
  /// holds: 2⁶³ − 1 has 19), an exponent, a `+` (the dimension reader removes one before), two
  /// points, a space.
  @Test func otherTextIsLeftToTheFullParser() {
    let texts = [
      "", ".", "-", "1234567890123456", "12345678901234567890123", "-1.2345678901234567890123",
      "1e5", "+5", "1.2.3", " 5", "5 ", "--5",
    ]
    for text in texts {
      #expect(read(text) == nil, "\(text)")
    }
  }

  /// Dimensions read through the fast path and through `DecimalNumber.parse` (16 digits) agree.
  @Test func dimensionsAreReadAsBefore() {
    #expect(Dimension(parsing: "16dp") == Dimension(16, .dp))
    #expect(Dimension(parsing: " +1.5sp ") == Dimension(1.5, .sp))
    #expect(Dimension(parsing: "-0.50px") == Dimension(-0.5, .px))
    #expect(Dimension(parsing: "2.000000000000000dp") == Dimension(2, .dp))
    #expect(Dimension(parsing: "1e1dp") == Dimension(10, .dp))
    #expect(Dimension(parsing: "8388608dp") == nil)
    // 23 digits, read by the full parser (the fast path stops at the 16th digit instead of
    // overflowing): 1 + 10⁻²² is 1 in a `Double` (its spacing at 1 is 2⁻⁵² ≈ 2.2 × 10⁻¹⁶).
    #expect(Dimension(parsing: "1.0000000000000000000001dp") == Dimension(1, .dp))
    // 1.2 × 10²² is past the largest magnitude a dimension holds, as 8388608 (2²³) is.
    #expect(Dimension(parsing: "12345678901234567890123dp") == nil)
  }
}
