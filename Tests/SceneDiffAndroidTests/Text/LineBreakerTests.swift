import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// ``LineBreaker`` on measured characters.
///
/// Which characters each line holds and its width. 14 px Regular Roboto; advances as HarfBuzz
/// gives them (`hb-shape Roboto-Regular.ttf "11"` → `[gid21=0+1151|gid21=1+1151]`, the space
/// 508 units, the same as the built-in table), so 1 px = 2048/14 = 146.3 units.
@Suite struct LineBreakerTests {
  private let body = TextStyle(size: 14)

  /// The lines of `text` at `width` px as strings of the original characters.
  private func lines(_ text: String, width: Double, maxLines: Int = .max) -> [String] {
    let characters = Array(text)
    let measured = MeasuredCharacter.characters(of: text, style: body)
    let result = LineBreaker.breakLines(measured, style: body, width: width, maxLines: maxLines)
    return result.lines.map { String(characters[$0.start..<$0.end]) }
  }

  /// A line's units exclude its trailing spaces; the next line starts after them.
  @Test func trailingSpacesBelongToTheLine() throws {
    // "1 1" = 1151 + 508 + 1151 = 2810 → 19.21 > 12; "1" alone 7.87
    let measured = MeasuredCharacter.characters(of: "1   1", style: body)
    let result = LineBreaker.breakLines(measured, style: body, width: 12, maxLines: .max)
    let first = try #require(result.lines.first)
    // 1151 units at 14 px in 1/65536 px: 1151 × 14 × 65536 / 2048 = 1151 × 14 × 32
    let one = 1151 * 14 * 32
    #expect(first == LineBreaker.Line(start: 0, end: 1, advance: one, spaced: 1))
    #expect(result.lines.last == LineBreaker.Line(start: 4, end: 5, advance: one, spaced: 1))
    #expect(result.totalLineCount == 2)
  }

  /// A no-break space holds words together; a zero-width space allows a break.
  @Test func specialSpaces() {
    // "1\u{A0}1" = 2810 → 19.21 > 12 and no break opportunity: split between characters
    #expect(lines("1\u{A0}1", width: 12) == ["1\u{A0}", "1"])
    // "11" = 2302 → 15.74 > 12: breaks at the zero-width space
    #expect(lines("1\u{200B}1", width: 12) == ["1", "1"])
    // Plain words: "11 11" at 12 → "11" (15.74) is wider than 12, so each is split too
    #expect(lines("11 11", width: 12) == ["1", "1", "1", "1"])
  }

  /// Leading spaces of a paragraph take width.
  @Test func leadingSpaces() {
    // "  1" = 508 + 508 + 1151 = 2167 → 14.81 ≤ 15 fits; at 14 it breaks after the spaces,
    // leaving an empty first line
    #expect(lines("  1", width: 15) == ["  1"])
    #expect(lines("  1", width: 14) == ["", "1"])
  }

  /// Lines after `maxLines` are counted, not kept.
  @Test func countsLinesBeyondTheLimit() {
    let measured = MeasuredCharacter.characters(of: "1 1 1 1", style: body)
    // Each "1 1" pair is 19.21 > 12, so every "1" is a line
    let result = LineBreaker.breakLines(measured, style: body, width: 12, maxLines: 2)
    #expect(result.lines.count == 2)
    #expect(result.totalLineCount == 4)
  }
}
