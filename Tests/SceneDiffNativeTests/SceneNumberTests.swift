import SceneDiffCore
import Testing

@testable import SceneDiffNative

/// `SceneNumber.parse` converts most numbers without `Double(String)` (Clinger's fast path);
/// every value must be the one `DecimalNumber.parse` gives, bit for bit.
@Suite struct SceneNumberTests {
  func parse(_ text: String) -> Double? {
    Array(text.utf8).withUnsafeBufferPointer { SceneNumber.parse($0) }
  }

  func exact(_ text: String) -> Double? {
    Array(text.utf8).withUnsafeBufferPointer { SceneNumber.exactValue($0) }
  }

  @Test(arguments: [
    "0.5", "23.5", "-0.0", "-0e5", "+.5e+1", "5.", "0.1", "0.3", "1.5e-3", "12345.6789e-10",
    "9007199254740992", "9007199254740993", "18014398509481985", "1234567890123456789",
    "12345678901234567890", "1e22", "1e23", "1e-22", "1e-23", "0.0000000000000000000001",
    "0.00000000000000000000001", "1e0001", "1e00001", "1E+2", "4.35", "2.675", "1e-0", "00.50",
    "1.7976931348623157e308", "5e-324", "1e-400", "1e", "1e+", "--1", "1.2.3", "1e2.5", "1 ",
    "",
  ])
  func agreesWithDecimalNumber(_ text: String) {
    #expect(parse(text)?.bitPattern == DecimalNumber.parse(text)?.bitPattern)
  }

  @Test func commonValuesTakeTheExactPath() throws {
    // Each is its digits as a whole number and a power of ten within ±22:
    // 23.5 = 235 / 10, 0.5 = 5 / 10, -12.25 = -(1225 / 100), 1.5e-3 = 15 / 10^4, 7e22 = 7 × 10^22.
    #expect(try #require(exact("23.5")) == 23.5)
    #expect(try #require(exact("0.5")) == 0.5)
    #expect(try #require(exact("-12.25")) == -12.25)
    #expect(try #require(exact("1.5e-3")) == 0.0015)
    #expect(try #require(exact("7e22")) == 7e22)
    // -0 keeps its sign: -(0 × 10^0).
    let negativeZero = try #require(exact("-0"))
    #expect(negativeZero == 0 && negativeZero.sign == .minus)
  }

  @Test func wholeNumbersTakeTheExactPath() throws {
    // A whole number is its digits × 10^0: 36, -7, 360 (leading zero and sign), and
    // 2^53 = 9007199254740992 itself; 2^53 + 1 is not a double, and a sign alone has no digits.
    #expect(try #require(exact("36")) == 36)
    #expect(try #require(exact("-7")) == -7)
    #expect(try #require(exact("+0360")) == 360)
    #expect(try #require(exact("9007199254740992")) == 9_007_199_254_740_992)
    #expect(exact("9007199254740993") == nil)
    #expect(exact("-") == nil)
    #expect(exact("+") == nil)
  }

  @Test func numbersOutsideTheExactPathAreLeftToDecimalNumber() {
    // 2^53 + 1 = 9007199254740993 is not a double; 10^23 is not one either; 20 digits may
    // overflow 64 bits; an exponent of five digits is not read.
    #expect(exact("9007199254740993") == nil)
    #expect(exact("1e23") == nil)
    #expect(exact("1e-23") == nil)
    #expect(exact("12345678901234567890") == nil)
    #expect(exact("1e00001") == nil)
    #expect(exact("1.") != nil)
    #expect(exact("abc") == nil)
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func randomNumbersAgreeWithDecimalNumber(seed: UInt64) {
    var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    for _ in 0..<2_000 {
      var text = ["", "-", "+"][next(3)]
      text += String(repeating: "0", count: next(3) == 0 ? next(4) : 0)
      for _ in 0..<next(12) { text += String(next(10)) }
      if next(2) == 0 {
        text += "."
        for _ in 0..<next(12) { text += String(next(10)) }
      }
      if next(3) == 0 {
        text += ["e", "E"][next(2)] + ["", "-", "+"][next(3)] + String(next(40))
      }
      #expect(parse(text)?.bitPattern == DecimalNumber.parse(text)?.bitPattern, "\(text)")
    }
  }
}
