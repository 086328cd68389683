import SceneDiffCore

/// Greedy line breaking (§12.3): each paragraph (text between `\n`s) is filled line by line,
/// breaking after spaces.
///
/// Rules: a line takes characters while its width, not counting the spaces at its end, stays
/// within the available width; it then breaks after the last space on the line, and the word
/// being measured moves to the next line. A word wider than a whole line is broken between
/// characters; every line takes at least one character, so a width of 0 puts one character on
/// each line. An empty paragraph (between two `\n`s, or after a final `\n`) is an empty line,
/// and empty text is one empty line.
///
/// Differences from Android (documented approximations): Android's TextView uses the "high
/// quality" break strategy by default, which balances a paragraph's lines and can choose
/// other break points than greedy filling; ICU also allows breaks after hyphens, slashes and
/// some punctuation, and (on some versions and settings) hyphenates; here only spaces (and
/// U+200B) are break opportunities and nothing is hyphenated.
enum LineBreaker {
  /// One line: characters `start..<end` are shown (`end` excludes trailing spaces and the
  /// line break).
  struct Line: Sendable, Hashable {
    /// The index of the first character.
    var start: Int
    /// One past the last character that takes width.
    var end: Int
    /// The advance units of characters `start..<end`.
    var units: Int
    /// How many of them take letter spacing.
    var spaced: Int
  }

  /// The lines of a text.
  struct Result: Sendable, Hashable {
    /// The first `maxLines` lines (all of them without a limit).
    var lines: [Line]
    /// How many lines the whole text has.
    var totalLineCount: Int
  }

  /// Breaks `characters` into lines of at most `width` px in `style`, keeping the first
  /// `maxLines` (≥ 1) and counting the rest.
  static func breakLines(
    _ characters: [MeasuredCharacter],
    style: TextStyle,
    width: Double,
    maxLines: Int
  ) -> Result {
    var breaker = Breaker(style: style, width: width, maxLines: max(1, maxLines))
    var paragraphStart = 0
    for index in characters.indices where characters[index].kind == .newline {
      breaker.fill(characters, paragraphStart..<index)
      paragraphStart = index + 1
    }
    breaker.fill(characters, paragraphStart..<characters.count)
    return Result(lines: breaker.lines, totalLineCount: breaker.lineCount)
  }

  /// The state of one breaking pass.
  private struct Breaker {
    let style: TextStyle
    let width: Double
    let maxLines: Int
    var lines: [Line] = []
    var lineCount = 0

    init(style: TextStyle, width: Double, maxLines: Int) {
      self.style = style
      self.width = width
      self.maxLines = maxLines
    }

    /// Records a line (only the first `maxLines` are kept).
    mutating func emit(_ line: Line) {
      lineCount += 1
      if lines.count < maxLines { lines.append(line) }
    }

    /// Breaks one paragraph (no `\n` inside `range`).
    mutating func fill(_ characters: [MeasuredCharacter], _ range: Range<Int>) {
      var start = range.lowerBound
      // Everything from `start` to the current character, spaces included.
      var units = 0
      var spaced = 0
      // The part that takes width: up to the last non-space character.
      var visible = Line(start: start, end: start, units: 0, spaced: 0)
      // The latest break opportunity after `start`: the line if broken there, and the
      // totals up to it (spaces included).
      var breakLine: Line?
      var breakIndex = start
      var breakUnits = 0
      var breakSpaced = 0

      var index = range.lowerBound
      while index < range.upperBound {
        let character = characters[index]
        let addedSpacing = character.isSpaced ? 1 : 0
        if character.kind == .space {
          units += Int(character.units)
          spaced += addedSpacing
          breakLine = visible
          breakIndex = index + 1
          breakUnits = units
          breakSpaced = spaced
          index += 1
          continue
        }
        let newUnits = units + Int(character.units)
        let newSpaced = spaced + addedSpacing
        if index == start || style.width(units: newUnits, spaced: newSpaced) <= width {
          units = newUnits
          spaced = newSpaced
          visible = Line(start: start, end: index + 1, units: units, spaced: spaced)
          index += 1
          continue
        }
        if let line = breakLine {
          // Break after the last space; the word so far moves down (it has no spaces).
          emit(line)
          start = breakIndex
          units -= breakUnits
          spaced -= breakSpaced
          visible = Line(start: start, end: index, units: units, spaced: spaced)
        } else {
          // No space on the line: the word is broken before this character.
          emit(visible)
          start = index
          units = 0
          spaced = 0
          visible = Line(start: start, end: start, units: 0, spaced: 0)
        }
        breakLine = nil
        // The character is measured again on the new line.
      }
      emit(visible)
    }
  }
}
