import SceneDiffCore

/// Line breaking: greedy (§12.3, `breakStrategy="simple"`) or optimal (``Optimal``,
/// `high_quality` and `balanced`); each paragraph (text between `\n`s) is broken on its own,
/// after spaces and between CJK ideographs.
///
/// Rules: a line takes characters while its width, not counting the spaces at its end, stays
/// within the available width; it then breaks at the last break opportunity on the line, and
/// the word being measured moves to the next line. Break opportunities: after a space (or
/// U+200B), and between two characters when either is ideographic
/// (``MeasuredCharacter/Kind/allowsIdeographicBreak(before:)``: not after a CJK opening bracket,
/// not before CJK closing punctuation or small kana). A word wider than a whole line is broken between
/// characters; every line takes at least one character, so a width of 0 puts one character on
/// each line. An empty paragraph (between two `\n`s, or after a final `\n`) is an empty line,
/// and empty text is one empty line.
///
/// Differences from Android (documented approximations): ICU also allows breaks after
/// hyphens, slashes and some punctuation; here only spaces (and U+200B) and ideographic
/// boundaries are break opportunities. Nothing is hyphenated: TextView's
/// `hyphenationFrequency` is `none` by default since Android 10, and `normal`/`full` would
/// need Android's hyphenation patterns, which SceneDiff does not have.
enum LineBreaker {
  /// One line: characters `start..<end` are shown (`end` excludes trailing spaces and the
  /// line break).
  struct Line: Sendable, Hashable {
    /// The index of the first character.
    var start: Int
    /// One past the last character that takes width.
    var end: Int
    /// The summed advances of characters `start..<end`, in 1/65536 px.
    var advance: Int
    /// How many of them take letter spacing.
    var spaced: Int
  }

  /// The lines of a text.
  struct Result: Sendable, Hashable {
    /// The first `maxLines` lines (all of them without a limit).
    var lines: [Line]
    /// How many lines the whole text has.
    var totalLineCount: Int
    /// Every line, the ones after `maxLines` too (their heights count in the full layout).
    var allLines: [Line]
  }

  /// Breaks `characters` into lines of at most `width` px in `style`, keeping the first
  /// `maxLines` (≥ 1) and counting the rest.
  ///
  /// With `breakStrategy` `high_quality` or `balanced`, a paragraph is broken by
  /// ``Optimal`` unless it holds a tab (`utf8` is the text the characters index into), as
  /// Minikin's `breakIntoLines` does; otherwise greedily.
  static func breakLines(
    _ characters: [MeasuredCharacter],
    style: TextStyle,
    width: Double,
    maxLines: Int,
    utf8: [UInt8] = []
  ) -> Result {
    var breaker = Breaker(style: style, width: width, maxLines: max(1, maxLines))
    func paragraph(_ range: Range<Int>) {
      let hasTab = range.contains { index in
        let offset = characters[index].utf8Offset
        return offset < utf8.count && utf8[offset] == 0x09
      }
      guard style.breakStrategy != .simple, !range.isEmpty, !hasTab else {
        breaker.fill(characters, range)
        return
      }
      let optimal = Optimal(
        style: style,
        width: Int(javaCast: width),
        balanced: style.breakStrategy == .balanced
      )
      var start = range.lowerBound
      for end in optimal.breaks(characters, range) {
        breaker.emit(line(characters, start..<end))
        start = end
      }
    }
    var paragraphStart = 0
    for index in characters.indices where characters[index].kind == .newline {
      paragraph(paragraphStart..<index)
      paragraphStart = index + 1
    }
    paragraph(paragraphStart..<characters.count)
    return Result(
      lines: Array(breaker.lines.prefix(breaker.maxLines)),
      totalLineCount: breaker.lines.count,
      allLines: breaker.lines
    )
  }

  /// The line of `characters[range]`: without its trailing spaces.
  private static func line(_ characters: [MeasuredCharacter], _ range: Range<Int>) -> Line {
    var end = range.upperBound
    while end > range.lowerBound, characters[end - 1].kind == .space { end -= 1 }
    var advance = 0
    var spaced = 0
    for character in characters[range.lowerBound..<end] {
      advance += character.advance
      spaced += character.isSpaced ? 1 : 0
    }
    return Line(start: range.lowerBound, end: end, advance: advance, spaced: spaced)
  }

  /// The state of one breaking pass.
  private struct Breaker {
    let style: TextStyle
    let width: Double
    let maxLines: Int
    var lines: [Line] = []

    init(style: TextStyle, width: Double, maxLines: Int) {
      self.style = style
      self.width = width
      self.maxLines = maxLines
    }

    /// Records a line.
    mutating func emit(_ line: Line) {
      lines.append(line)
    }

    /// A place the current line may end: the line if broken there, and the index and the
    /// totals (spaces included) where the next line starts.
    private struct Opportunity {
      var line: Line
      var index: Int
      var advance: Int
      var spaced: Int
    }

    /// Breaks one paragraph (no `\n` inside `range`).
    mutating func fill(_ characters: [MeasuredCharacter], _ range: Range<Int>) {
      var start = range.lowerBound
      // Everything from `start` to the current character, spaces included.
      var advance = 0
      var spaced = 0
      // The part that takes width: up to the last non-space character.
      var visible = Line(start: start, end: start, advance: 0, spaced: 0)
      // The latest break opportunity after `start`.
      var opportunity: Opportunity?
      var index = range.lowerBound
      while index < range.upperBound {
        let character = characters[index]
        if index > start,
          characters[index - 1].kind.allowsIdeographicBreak(before: character.kind)
        {
          // A break before this character: the line so far ends before it.
          opportunity = Opportunity(line: visible, index: index, advance: advance, spaced: spaced)
        }
        let addedSpacing = character.isSpaced ? 1 : 0
        if character.kind == .space {
          advance += character.advance
          spaced += addedSpacing
          opportunity = Opportunity(
            line: visible,
            index: index + 1,
            advance: advance,
            spaced: spaced
          )
          index += 1
          continue
        }
        let newAdvance = advance + character.advance
        let newSpaced = spaced + addedSpacing
        if index == start || style.width(advance: newAdvance, spaced: newSpaced) <= width {
          advance = newAdvance
          spaced = newSpaced
          visible = Line(start: start, end: index + 1, advance: advance, spaced: spaced)
          index += 1
          continue
        }
        if let taken = opportunity {
          // Break at the last opportunity; the word so far moves down (it has none).
          emit(taken.line)
          start = taken.index
          advance -= taken.advance
          spaced -= taken.spaced
          visible = Line(start: start, end: index, advance: advance, spaced: spaced)
        } else {
          // No opportunity on the line: the word is broken before this character.
          emit(visible)
          start = index
          advance = 0
          spaced = 0
          visible = Line(start: start, end: start, advance: 0, spaced: 0)
        }
        opportunity = nil
        // The character is measured again on the new line.
      }
      emit(visible)
    }
  }
}
