import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

@Suite struct DecimalNumberTests {
  @Test(arguments: [
    ("12", 12.0), ("-3.5", -3.5), (".5", 0.5), ("5.", 5.0), ("+2", 2.0), ("1e2", 100.0),
    ("1E-2", 0.01), ("-0", -0.0),
  ])
  func accepts(text: String, value: Double) {
    #expect(DecimalNumber.parse(text) == value)
  }

  @Test(arguments: [
    "", "-", ".", "e5", "1e", "1e+", "nan", "NaN", "inf", "-infinity", "0x10", " 1", "1 ", "1,5",
    "1e999", "--1", "1.2.3",
  ])
  func rejects(text: String) {
    #expect(DecimalNumber.parse(text) == nil)
  }
}
