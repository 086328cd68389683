import Testing

@testable import SceneDiffCore

/// A name table numbered in one batch (``NameTable/numberCandidates()``) against the numbers
/// worked out here from first appearances: each distinct string numbered in the order it first
/// occurs, repeats given their first occurrence's number.
@Suite struct NameTableBatchTests {
  /// `count` strings with repeats: ids, some names repeated from far back, canonically equal
  /// spellings of one string ("é" as one scalar and as "e" + U+0301) and an empty string.
  private static func candidates(_ count: Int) -> [String] {
    (0..<count).map { k in
      switch k % 7 {
      case 3: "v\(k / 3)"  // a repeat of an earlier "v…" for most k
      case 5: k % 2 == 0 ? "caf\u{E9}" : "cafe\u{301}"
      case 6 where k % 49 == 6: ""
      default: "v\(k)"
      }
    }
  }

  /// The numbers worked out by first appearance, and the distinct strings in that order.
  private static func expected(_ strings: [String]) -> (numbers: [Int32], distinct: [String]) {
    var numberOf: [String: Int32] = [:]
    var distinct: [String] = []
    let numbers = strings.map { string in
      if let found = numberOf[string] { return found }
      let new = Int32(distinct.count)
      numberOf[string] = new
      distinct.append(string)
      return new
    }
    return (numbers, distinct)
  }

  @Test(arguments: [0, 1, 2, 7, 50, 5_000])
  func batchNumbersAsFirstAppearancesDo(count: Int) {
    let strings = Self.candidates(count)
    var table = NameTable(capacity: count)
    for (k, string) in strings.enumerated() {
      #expect(table.addCandidate(string) == Int32(k))
    }
    let numbers = table.numberCandidates()
    let (expectedNumbers, distinct) = Self.expected(strings)
    #expect(numbers == expectedNumbers)
    #expect(table.strings == distinct)
    #expect(table.count == distinct.count)
    for (n, string) in distinct.enumerated() {
      #expect(table.number(of: string, hash: string.hashValue) == Int32(n))
    }
    #expect(table.number(of: "absent", hash: "absent".hashValue) == nil)
  }

  @Test func tableAddsOneByOneAfterTheBatch() {
    var table = NameTable(capacity: 4)
    for string in ["b", "a", "b", "c"] { _ = table.addCandidate(string) }
    #expect(table.numberCandidates() == [0, 1, 0, 2])
    // Past the capacity the table grows, keeping every number.
    for string in ["d", "a", "e", "f", "g"] {
      _ = table.number(adding: string, hash: string.hashValue)
    }
    #expect(table.strings == ["b", "a", "c", "d", "e", "f", "g"])
    for (n, string) in table.strings.enumerated() {
      #expect(table.number(of: string, hash: string.hashValue) == Int32(n))
    }
  }
}
