import Testing

@testable import SceneDiffCore

/// "Did you mean" suggestions: the optimal string alignment distance, the band that bounds it,
/// and the choice among candidates (order-free, ties to the name that sorts first).
@Suite struct SuggestionTests {
  @Test func distancesOfTextbookPairs() {
    // kitten → sitten (k→s) → sittin (e→i) → sitting (+g): 3.
    #expect(Suggestion.distance("kitten", "sitting") == 3)
    // One swap of neighbours counts once.
    #expect(Suggestion.distance("ca", "ac") == 1)
    // Optimal string alignment never edits a swapped pair again: CA → AC → ABC would be 2 in
    // the unrestricted Damerau distance, but here it is 3 (delete C, keep A, insert B and C).
    #expect(Suggestion.distance("ca", "abc") == 3)
    #expect(Suggestion.distance("", "abc") == 3)
    #expect(Suggestion.distance("abc", "abc") == 0)
  }

  @Test func theBandGivesTheDistanceOnlyWithinItsBound() {
    let kitten = Array("kitten".utf8)
    let sitting = Array("sitting".utf8)
    var rows: [Int] = []
    #expect(Suggestion.distance(kitten, sitting, atMost: 2, rows: &rows) == nil)
    #expect(Suggestion.distance(kitten, sitting, atMost: 3, rows: &rows) == 3)
    #expect(Suggestion.distance(kitten, sitting, atMost: 7, rows: &rows) == 3)
    // Lengths 3 and 8 differ by 5: more than a bound of 4 allows, whatever the letters.
    #expect(
      Suggestion.distance(Array("abc".utf8), Array("abcdefgh".utf8), atMost: 4, rows: &rows) == nil
    )
    // A swap at the far end of long names: 1.
    let long = Array("MaterialAnimations.TextAppearance.Title".utf8)
    var swapped = long
    swapped.swapAt(long.count - 1, long.count - 2)
    #expect(Suggestion.distance(long, swapped, atMost: 2, rows: &rows) == 1)
  }

  @Test func closestIgnoresCaseAndOrder() {
    #expect(Suggestion.closest(to: "FADE", in: ["slide", "fade"]) == "fade")
    // abce and abcf are both one substitution from abcd: the one that sorts first wins, in
    // either order.
    #expect(Suggestion.closest(to: "abcd", in: ["abcf", "abce"]) == "abce")
    #expect(Suggestion.closest(to: "abcd", in: ["abce", "abcf", "abce"]) == "abce")
    // The limit is max(2, 9 / 3) = 3 for a 9-letter name: four edits are too many.
    #expect(Suggestion.closest(to: "textColor", in: ["textSize"]) == nil)
    // textColour: one insertion.
    #expect(Suggestion.closest(to: "textColour", in: ["textSize", "textColor"]) == "textColor")
  }

  @Test func textThatIsNotPlainASCIIIsComparedByCharacters() {
    // café–cafe and café–cafés are both 1: the tie goes to "cafe", which sorts first.
    #expect(Suggestion.closest(to: "café", in: ["cafés", "cafe"]) == "cafe")
    #expect(Suggestion.closest(to: "cafe", in: ["café"]) == "café")
    // "a\r\nb\r\nc" is five characters (CR LF is one): two insertions from "abc", within the
    // limit of 2; counted in bytes it would be four, out of reach.
    #expect(Suggestion.closest(to: "abc", in: ["a\r\nb\r\nc"]) == "a\r\nb\r\nc")
  }

  /// The band against the textbook table (every cell computed), on 2,000 pairs of words over
  /// a three-letter alphabet from a fixed linear congruential generator, at every bound 0–8.
  @Test func theBandAgreesWithTheFullTable() {
    var state: UInt32 = 12_345
    func next(_ n: Int) -> Int {
      state = state &* 1_103_515_245 &+ 12_345
      return Int((state >> 16) % UInt32(n))
    }
    func word() -> [UInt8] { (0..<next(8)).map { _ in UInt8(97 + next(3)) } }
    var rows: [Int] = []
    for _ in 0..<2_000 {
      let a = word()
      let b = word()
      let full = Self.fullTable(a, b)
      for bound in 0...8 {
        let banded = Suggestion.distance(a, b, atMost: bound, rows: &rows)
        #expect(banded == (full <= bound ? full : nil), "\(a) \(b) \(bound)")
      }
    }
  }

  /// `closest` against choosing by hand: for 300 words, the candidate of 40 with the smallest
  /// full-table distance (case ignored) within the limit, ties to the one that sorts first.
  @Test func closestAgreesWithChoosingByHand() {
    var state: UInt32 = 977
    func next(_ n: Int) -> Int {
      state = state &* 1_103_515_245 &+ 12_345
      return Int((state >> 16) % UInt32(n))
    }
    let letters = Array("abcdAB.1".utf8)
    func word() -> String {
      String(decoding: (0..<(2 + next(9))).map { _ in letters[next(letters.count)] }, as: UTF8.self)
    }
    for _ in 0..<300 {
      let name = word()
      let candidates = (0..<40).map { _ in word() }
      let limit = max(2, name.count / 3)
      let lower = Array(name.lowercased().utf8)
      let expected = candidates.map { ($0, Self.fullTable(lower, Array($0.lowercased().utf8))) }
        .filter { $0.1 <= limit }
        .min { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }?.0
      #expect(Suggestion.closest(to: name, in: candidates) == expected, "\(name)")
    }
  }

  /// Optimal string alignment distance with every cell of the table computed.
  static func fullTable(_ a: [UInt8], _ b: [UInt8]) -> Int {
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in stride(from: 1, through: a.count, by: 1) {
      for j in stride(from: 1, through: b.count, by: 1) {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
        }
      }
    }
    return d[a.count][b.count]
  }
}
