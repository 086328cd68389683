import SceneDiffCore

extension LineBreaker {
  /// Minikin's optimal line breaker (`OptimalLineBreaker.cpp`, AOSP `frameworks/minikin`,
  /// Android 14): `breakStrategy="high_quality"` and `"balanced"` without hyphenation and
  /// without justification.
  ///
  /// The candidates are the paragraph's start, every break opportunity (the same ones as the
  /// greedy breaker: after spaces, between ideographs) and its end; inside a word wider than
  /// the line, also every character boundary ("desperate" breaks, penalty `1e10`). A line from
  /// candidate `j` to candidate `i` is `post(i) − pre(j)` wide, where `pre` is the paragraph's
  /// width up to the candidate including its spaces and `post` the same without the spaces
  /// before it. The score of a break is the best previous score plus `(width − lineWidth)²`
  /// (`1e12` when the line overflows; 0 for the last line unless `balanced`), plus the
  /// candidate's penalty, plus the line penalty `2 × (0.5 × textSize × lineWidth)` (hyphenation
  /// frequency `none`: Minikin's `computePenalties` then multiplies by 4 only for `normal`).
  /// Ties go to the later start (`score <= best`); the `bestHope` pruning and the `active`
  /// window follow Minikin. Scores and widths are 32-bit floats as in Minikin; the widths come
  /// from exact fixed-point sums converted once per candidate, where Minikin sums floats
  /// character by character (this matters only for a line within a float's rounding error
  /// of the width).
  struct Optimal {
    /// One candidate break: the character index the next line starts at, the paragraph's
    /// width before it with and without the spaces before it, and its penalty.
    private struct Candidate {
      var offset: Int
      var preBreak: Float
      var postBreak: Float
      var penalty: Float
    }

    /// Minikin's `SCORE_OVERFULL`.
    static let overfullScore: Float = 1e12
    /// Minikin's `SCORE_DESPERATE`.
    static let desperateScore: Float = 1e10
    /// Minikin's `LAST_LINE_PENALTY_MULTIPLIER` (for hyphen penalties; no hyphens here).
    static let lastLinePenaltyMultiplier: Float = 4
    /// Minikin's `LINE_PENALTY_MULTIPLIER`.
    static let linePenaltyMultiplier: Float = 2

    let style: TextStyle
    let width: Int
    let balanced: Bool

    /// The break offsets (character indices where each line after the first starts, then the
    /// paragraph's end) of `characters[range]`, a non-empty paragraph.
    func breaks(_ characters: [MeasuredCharacter], _ range: Range<Int>) -> [Int] {
      let candidates = self.candidates(characters, range)
      let lineWidth = Float(width)
      let hyphenPenalty = Float(0.5 * Double(style.size) * 1 * Double(lineWidth))
      let linePenalty = hyphenPenalty * Self.linePenaltyMultiplier
      var scores: [Float] = [0]
      var previous: [Int] = [0]
      scores.reserveCapacity(candidates.count)
      previous.reserveCapacity(candidates.count)
      var active = 0
      for i in 1..<candidates.count {
        let atEnd = i == candidates.count - 1
        var best = Float.greatestFiniteMagnitude
        var bestPrevious = 0
        let leftEdge = candidates[i].postBreak - lineWidth
        var bestHope: Float = 0
        for j in active..<i {
          let jScore = scores[j]
          if jScore + bestHope >= best { continue }
          let delta = candidates[j].preBreak - leftEdge
          var widthScore: Float = 0
          var additionalPenalty: Float = 0
          if delta < 0 {
            widthScore = Self.overfullScore
          } else if atEnd && !balanced {
            additionalPenalty = Self.lastLinePenaltyMultiplier * candidates[j].penalty
          } else {
            widthScore = delta * delta
          }
          if delta < 0 {
            active = j + 1
          } else {
            bestHope = widthScore
          }
          let score = jScore + widthScore + additionalPenalty
          if score <= best {
            best = score
            bestPrevious = j
          }
        }
        scores.append(best + candidates[i].penalty + linePenalty)
        previous.append(bestPrevious)
      }
      var offsets: [Int] = []
      var index = candidates.count - 1
      while index > 0 {
        offsets.append(candidates[index].offset)
        index = previous[index]
      }
      return offsets.reversed()
    }

    /// Minikin's `populateCandidates` over one paragraph: the start, each word break with
    /// the desperate breaks of an overlong word before it, the end.
    private func candidates(_ characters: [MeasuredCharacter], _ range: Range<Int>)
      -> [Candidate]
    {
      // Exact running totals from the paragraph's start, in 1/65536 px and spaced characters.
      var advance = 0
      var spaced = 0
      var result = [Candidate(offset: range.lowerBound, preBreak: 0, postBreak: 0, penalty: 0)]
      // The totals at the previous word break, and without trailing spaces.
      var wordStart = range.lowerBound
      var wordAdvance = 0
      var wordSpaced = 0
      var visibleAdvance = 0
      var visibleSpaced = 0
      for index in range {
        let character = characters[index]
        advance += character.advance
        spaced += character.isSpaced ? 1 : 0
        if character.kind != .space {
          visibleAdvance = advance
          visibleSpaced = spaced
        }
        let next = index + 1
        let isBreak =
          next == range.upperBound
          || (character.kind == .space && characters[next].kind != .space)
          || character.kind.allowsIdeographicBreak(before: characters[next].kind)
        guard isBreak else { continue }
        let wordWidth =
          width(visibleAdvance, visibleSpaced) - width(wordAdvance, wordSpaced)
        if wordWidth > Float(self.width) {
          appendDesperateBreaks(characters, wordStart..<next, wordAdvance, wordSpaced, &result)
        }
        result.append(
          Candidate(
            offset: next,
            preBreak: width(advance, spaced),
            postBreak: width(visibleAdvance, visibleSpaced),
            penalty: 0
          )
        )
        wordStart = next
        wordAdvance = advance
        wordSpaced = spaced
      }
      return result
    }

    /// Appends the desperate breaks of a word wider than the line (Minikin's
    /// `populateDesperatePoints`): one at each character boundary inside `word`, except before
    /// a character that takes no width (not a grapheme boundary in Minikin's terms); `advance`
    /// and `spaced` are the paragraph's totals before the word.
    private func appendDesperateBreaks(
      _ characters: [MeasuredCharacter],
      _ word: Range<Int>,
      _ advance: Int,
      _ spaced: Int,
      _ result: inout [Candidate]
    ) {
      let spacing = style.letterSpacingPixels
      var inside = advance + characters[word.lowerBound].advance
      var insideSpaced = spaced + (characters[word.lowerBound].isSpaced ? 1 : 0)
      for boundary in (word.lowerBound + 1)..<word.upperBound {
        let following = characters[boundary]
        guard following.advance != 0 || following.isSpaced && spacing != 0 else { continue }
        let at = width(inside, insideSpaced)
        result.append(
          Candidate(offset: boundary, preBreak: at, postBreak: at, penalty: Self.desperateScore)
        )
        inside += following.advance
        insideSpaced += following.isSpaced ? 1 : 0
      }
    }

    /// The width in px of characters totalling `advance` (1/65536 px) with `spaced` of them
    /// letter-spaced, as a float.
    private func width(_ advance: Int, _ spaced: Int) -> Float {
      Float(style.width(advance: advance, spaced: spaced))
    }
  }
}
