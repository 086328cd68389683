import SceneDiffXML
import Testing

@testable import SceneDiffNative

/// `FirstUseTable` answers as a `[String: FirstUse]` would: by the values' `String` equality.
@Suite struct FirstUseTableTests {
  /// `table.firstUse(of: value, …)` at line `line`, column 1.
  func firstUse(_ table: inout FirstUseTable, _ value: String, line: UInt32) -> UInt32? {
    var bytes = value
    return bytes.withUTF8 { utf8 in
      let here = FirstUse(XMLTextPosition(offset: 0, line: Int(line), column: 1))
      return table.firstUse(of: value, utf8: utf8, at: here)?.line
    }
  }

  @Test func remembersTheFirstUseOfEachValue() {
    var table = FirstUseTable()
    #expect(firstUse(&table, "a", line: 1) == nil)
    #expect(firstUse(&table, "b", line: 2) == nil)
    #expect(firstUse(&table, "a", line: 3) == 1)
    #expect(firstUse(&table, "a", line: 4) == 1)
    // Longer than two words, and a prefix of it.
    #expect(firstUse(&table, "a-rather-long-identifier-name", line: 5) == nil)
    #expect(firstUse(&table, "a-rather-long-identifier", line: 6) == nil)
    #expect(firstUse(&table, "a-rather-long-identifier-name", line: 7) == 5)
  }

  @Test func keepsEveryValueAsItGrows() {
    // 1,000 values take the table from 16 slots through 2,048; each is then found at its line.
    var table = FirstUseTable()
    for index in 1...1000 {
      #expect(firstUse(&table, "v\(index)", line: UInt32(index)) == nil)
    }
    for index in 1...1000 {
      #expect(firstUse(&table, "v\(index)", line: 5000) == UInt32(index))
    }
  }

  @Test func equalStringsAreTheSameValueWhateverTheirBytes() {
    // U+212A KELVIN SIGN is canonically equivalent to "K", and "é" precomposed (U+00E9) to "e"
    // and U+0301 COMBINING ACUTE ACCENT: `String` calls each pair equal, so the table does.
    var table = FirstUseTable()
    #expect(firstUse(&table, "K", line: 1) == nil)
    #expect(firstUse(&table, "x", line: 2) == nil)
    #expect(firstUse(&table, "\u{212A}", line: 3) == 1)
    #expect(firstUse(&table, "caf\u{E9}", line: 4) == nil)
    #expect(firstUse(&table, "cafe\u{301}", line: 5) == 4)
    // ASCII values keep being found after the first value that is not ASCII.
    #expect(firstUse(&table, "x", line: 6) == 2)
    #expect(firstUse(&table, "y", line: 7) == nil)
    #expect(firstUse(&table, "y", line: 8) == 7)
  }
}
