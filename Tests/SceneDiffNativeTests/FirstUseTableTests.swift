import Testing

@testable import SceneDiffNative

/// `FirstUseTable` finds what a `[String: FirstUse]` finds: byte-keyed while every value is
/// 1 to 15 ASCII bytes, a dictionary of `String`s from the first other value on.
@Suite struct FirstUseTableTests {
  /// Records `value` at line `line`, column 1; returns the earlier use's line, if any.
  func use(_ value: String, line: UInt32, in table: inout FirstUseTable) -> UInt32? {
    Array(value.utf8).withUnsafeBufferPointer { bytes in
      table.firstUse(of: bytes, spelled: value, at: FirstUse(line: line, column: 1))?.line
    }
  }

  @Test func aValueIsNewOnceAndThenFoundAtItsFirstUse() {
    var table = FirstUseTable()
    #expect(use("v1", line: 1, in: &table) == nil)
    #expect(use("v2", line: 2, in: &table) == nil)
    #expect(use("v1", line: 3, in: &table) == 1)
    #expect(use("v1", line: 4, in: &table) == 1)
    #expect(table.count == 2)
  }

  @Test func lengthsAndBytesTellValuesApart() {
    var table = FirstUseTable()
    // 8 and 9 bytes, 15 bytes: the first eight bytes equal, the length or the rest differs.
    let values = ["abcdefgh", "abcdefghi", "abcdefghij", "abcdefghijklmno", "abcdefghijklmnp", "a"]
    for (index, value) in values.enumerated() {
      #expect(use(value, line: UInt32(index + 1), in: &table) == nil)
    }
    for (index, value) in values.enumerated() {
      #expect(use(value, line: 100, in: &table) == UInt32(index + 1))
    }
    #expect(table.count == 6)
  }

  @Test func manyValuesSurviveGrowthAndReservation() {
    var table = FirstUseTable()
    // 3,000 values: the table grows from 8 places to 4,096 (3,000 ≤ 4,096 × 3/4 = 3,072).
    for index in 0..<3000 { #expect(use("id\(index)", line: UInt32(index + 1), in: &table) == nil) }
    table.reserveCapacity(10_000)
    for index in 0..<3000 { #expect(use("id\(index)", line: 0, in: &table) == UInt32(index + 1)) }
    #expect(table.count == 3000)
  }

  @Test func aLongOrNonASCIIValueMovesEveryValueToStrings() {
    var table = FirstUseTable()
    #expect(use("K", line: 1, in: &table) == nil)
    #expect(use("short", line: 2, in: &table) == nil)
    // 16 bytes: too long for a key; the earlier values are still found afterwards.
    #expect(use("sixteen-bytes-ab", line: 3, in: &table) == nil)
    #expect(use("short", line: 4, in: &table) == 2)
    #expect(use("sixteen-bytes-ab", line: 5, in: &table) == 3)
    // The Kelvin sign (U+212A) is canonically equal to the letter K, as `String`s compare.
    #expect(use("\u{212A}", line: 6, in: &table) == 1)
    #expect(table.count == 3)
  }

  @Test func aNonASCIIValueFirstComparesCanonically() {
    var table = FirstUseTable()
    // "é" as one scalar (U+00E9) and as "e" with a combining acute (U+0301) are equal.
    #expect(use("caf\u{E9}", line: 1, in: &table) == nil)
    #expect(use("cafe\u{301}", line: 2, in: &table) == 1)
    #expect(use("cafe", line: 3, in: &table) == nil)
    #expect(table.count == 2)
  }

  @Test func keysHoldEveryByteOfEveryLength() {
    // For each length 1 to 15, the bytes 0x41, 0x42, … ("ABC…"): byte i is 0x41 + i, in the
    // low word's byte i below 8 and the high word's byte i − 8 from 8; the length is in the
    // high word's top byte.
    for count in 1...15 {
      let bytes = (0..<count).map { UInt8(0x41 + $0) }
      var low: UInt64 = 0
      var high = UInt64(count) << 56
      for index in 0..<count {
        if index < 8 {
          low |= UInt64(0x41 + index) << (8 * index)
        } else {
          high |= UInt64(0x41 + index) << (8 * (index - 8))
        }
      }
      let key = bytes.withUnsafeBufferPointer { FirstUseTable.key($0) }
      #expect(key?.low == low && key?.high == high, "length \(count)")
      // A byte of 0x80 or more anywhere makes it no key.
      for index in 0..<count {
        var other = bytes
        other[index] = 0xC3
        #expect(other.withUnsafeBufferPointer { FirstUseTable.key($0) } == nil)
      }
    }
    #expect([UInt8]().withUnsafeBufferPointer { FirstUseTable.key($0) } == nil)
    let sixteen = [UInt8](repeating: 0x41, count: 16)
    #expect(sixteen.withUnsafeBufferPointer { FirstUseTable.key($0) } == nil)
  }
}
