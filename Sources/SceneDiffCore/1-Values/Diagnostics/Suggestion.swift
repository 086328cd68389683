/// Finds the closest known name to a misspelled one, for "did you mean" hints.
package enum Suggestion {
  /// The candidate within edit distance 2 (or a third of the name's length) closest to `name`,
  /// compared without case; of equally close candidates, the one that sorts first.
  ///
  /// The answer does not depend on the order of `candidates`, and repeated candidates do no
  /// harm. A candidate whose length or letter counts already differ by more than the allowed
  /// distance is passed over before any table is built; the others are compared inside a band
  /// of that width (see ``distance(_:_:atMost:rows:)``).
  package static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
    let limit = max(2, name.count / 3)
    let target = lowercasedASCII(name)
    let targetCharacters = Array(name.lowercased())
    var best: (name: String, distance: Int)?
    var bytes: [UInt8] = []
    var rows: [Int] = []
    var counts = [Int](repeating: 0, count: 32)
    var targetCounts = [Int](repeating: 0, count: 32)
    for byte in target ?? [] { targetCounts[Int(byte & 31)] += 1 }
    for candidate in candidates {
      let bound = min(limit, best?.distance ?? limit)
      let d: Int?
      if let target {
        let length = candidate.utf8.count
        // Characters never outnumber bytes, and in plain ASCII they are the bytes.
        if length < target.count - bound { continue }
        if length > target.count + bound, isPlainASCII(candidate) { continue }
        if lowercasedASCII(candidate, into: &bytes) {
          // Most names are ruled out by their letters alone, before the table.
          if lettersDiffer(bytes, from: targetCounts, byMoreThan: bound, scratch: &counts) {
            continue
          }
          d = distance(target, bytes, atMost: bound, rows: &rows)
        } else {
          let characters = Array(candidate.lowercased())  // not plain ASCII: by characters
          d = distance(targetCharacters, characters, atMost: bound, rows: &rows)
        }
      } else {
        d = distance(targetCharacters, Array(candidate.lowercased()), atMost: bound, rows: &rows)
      }
      guard let d else { continue }
      if let best, d > best.distance || (d == best.distance && candidate >= best.name) {
        continue
      }
      best = (candidate, d)
    }
    return best?.name
  }

  /// The optimal string alignment distance between two strings: insertions, deletions,
  /// substitutions and swaps of neighbours each count one.
  ///
  /// Shared with the command line's spelling suggestions (`package` access).
  package static func distance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs)
    let b = Array(rhs)
    var rows: [Int] = []
    return distance(a, b, atMost: max(a.count, b.count), rows: &rows) ?? max(a.count, b.count)
  }

  /// The optimal string alignment distance between `a` and `b` if it is at most `bound`, else
  /// `nil`.
  ///
  /// Only cells within `bound` of the diagonal can hold a distance of at most `bound`, so only
  /// those are computed, three rows at a time (in `rows`, reused between calls); outside the
  /// band a cell counts as `bound + 1`.
  static func distance<Unit: Equatable>(
    _ a: [Unit],
    _ b: [Unit],
    atMost bound: Int,
    rows: inout [Int]
  ) -> Int? {
    guard abs(a.count - b.count) <= bound else { return nil }
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    let over = bound + 1
    let width = b.count + 1
    rows.removeAll(keepingCapacity: true)
    rows.append(contentsOf: repeatElement(over, count: 3 * width))
    // Rows i - 2, i - 1 and i take turns in the three thirds of `rows`.
    var before = 0
    var previous = width
    var current = 2 * width
    for j in 0...min(b.count, bound) { rows[previous + j] = j }
    for i in 1...a.count {
      let low = max(1, i - bound)
      let high = min(b.count, i + bound)
      for j in 0..<width { rows[current + j] = over }
      if i <= bound { rows[current] = i }
      var smallest = rows[current]
      var smallestBefore = over
      for j in max(0, low - 1)...min(b.count, high + 1) {
        smallestBefore = min(smallestBefore, rows[previous + j])
      }
      if low <= high {
        for j in low...high {
          let cost = a[i - 1] == b[j - 1] ? 0 : 1
          var cell = min(
            rows[previous + j] + 1,
            rows[current + j - 1] + 1,
            rows[previous + j - 1] + cost
          )
          if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
            cell = min(cell, rows[before + j - 2] + 1)
          }
          rows[current + j] = min(cell, over)
          smallest = min(smallest, rows[current + j])
        }
      }
      // Every later cell comes from this row or the one before it (a swap adds one to the
      // row before): when neither can stay within the bound, nothing later can.
      if smallest > bound, smallestBefore >= bound { return nil }
      (before, previous, current) = (previous, current, before)
    }
    let result = rows[previous + b.count]
    return result <= bound ? result : nil
  }

  /// Whether `bytes` cannot be within `bound` edits of the text whose byte counts (by their low
  /// five bits) are `target`.
  ///
  /// A substitution changes two counts by one, an insertion or a deletion one count, a swap
  /// none; so `d` edits change the counts by at most `2d` in all, and counts that differ by
  /// more than `2 × bound` need more than `bound` edits. Bytes that share their low five bits
  /// share a count, which can only make the difference smaller.
  private static func lettersDiffer(
    _ bytes: [UInt8],
    from target: [Int],
    byMoreThan bound: Int,
    scratch counts: inout [Int]
  ) -> Bool {
    for k in 0..<32 { counts[k] = target[k] }
    for byte in bytes { counts[Int(byte & 31)] -= 1 }
    var difference = 0
    for k in 0..<32 { difference += abs(counts[k]) }
    return difference > 2 * bound
  }

  /// Whether every byte of `text` is ASCII other than a carriage return: then each byte is a
  /// character (a CR before a LF would make one character of two bytes) and lowercasing keeps
  /// the length, so bytes compare exactly as characters would.
  private static func isPlainASCII(_ text: String) -> Bool {
    text.utf8.allSatisfy(isPlainASCII)
  }

  /// Whether `byte` is ASCII other than a carriage return.
  private static func isPlainASCII(_ byte: UInt8) -> Bool {
    byte < 0x80 && byte != 0x0D
  }

  /// The lowercased bytes of `text` if it ``isPlainASCII(_:)``.
  private static func lowercasedASCII(_ text: String) -> [UInt8]? {
    var bytes: [UInt8] = []
    return lowercasedASCII(text, into: &bytes) ? bytes : nil
  }

  /// Writes the lowercased bytes of `text` into `bytes` and returns `true` if it
  /// ``isPlainASCII(_:)``; returns `false` otherwise.
  private static func lowercasedASCII(_ text: String, into bytes: inout [UInt8]) -> Bool {
    bytes.removeAll(keepingCapacity: true)
    for byte in text.utf8 {
      guard isPlainASCII(byte) else { return false }
      bytes.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
    }
    return true
  }
}
