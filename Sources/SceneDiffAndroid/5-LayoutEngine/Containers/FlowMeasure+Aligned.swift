import SceneDiffCore

extension FlowMeasure {
  /// The biggest views of an aligned grid, as positions in ``members``.
  struct GridBiggest: Sendable, Equatable {
    /// For each place along the main axis (a column of a horizontal Flow), the view with the
    /// largest main size (the first of equals); `nil` for a place no view fills.
    var atPlace: [Int?]
    /// For each line (a row of a horizontal Flow), the view with the largest cross size.
    var inLine: [Int?]
  }

  /// `measureAligned`: a grid of `flow_maxElementsWrap` views a line (when it is above 0,
  /// else as many as fit in `max` with the gaps), lines enough for every view; while the
  /// places' biggest views and the gaps pass `max`, one place fewer a line (down to one).
  mutating func measureAligned(
    _ sizes: Sizes,
    mainGap: Int,
    crossGap: Int,
    maxElements: Int,
    max: Int
  ) {
    let count = sizes.main.count
    var perLine = maxElements
    if perLine <= 0 {
      perLine = 0
      var used = 0
      for position in 0..<count {
        if position > 0 { used += mainGap }
        used += sizes.main[position]
        if used > max { break }
        perLine += 1
      }
    }
    guard perLine > 0, count > 0 else {
      arrangement = .untied
      return
    }
    while true {
      let lines = (count + perLine - 1) / perLine
      let biggest = Self.gridBiggest(sizes, perLine: perLine, lines: lines)
      let places = biggest.atPlace.compactMap { $0 }
      let rows = biggest.inLine.compactMap { $0 }
      main = places.map { sizes.main[$0] }.reduce(0, +) + Swift.max(0, places.count - 1) * mainGap
      cross = rows.map { sizes.cross[$0] }.reduce(0, +) + Swift.max(0, rows.count - 1) * crossGap
      arrangement = .grid(perLine: perLine, lines: lines)
      if main > max, perLine > 1 {
        perLine -= 1
      } else {
        return
      }
    }
  }

  /// The biggest view of every place and every line of a grid.
  ///
  /// With `perLine` views a line, view `k` is at place `k % perLine` of line `k / perLine`. A
  /// candidate replaces the biggest so far when that one's measured main size (or cross
  /// size) is smaller.
  static func gridBiggest(_ sizes: Sizes, perLine: Int, lines: Int) -> GridBiggest {
    var atPlace: [Int?] = Array(repeating: nil, count: perLine)
    var inLine: [Int?] = Array(repeating: nil, count: lines)
    for position in sizes.main.indices {
      let place = position % perLine
      let line = position / perLine
      if atPlace[place].map({ sizes.measuredMain[$0] < sizes.main[position] }) ?? true {
        atPlace[place] = position
      }
      if inLine[line].map({ sizes.cross[$0] < sizes.cross[position] }) ?? true {
        inLine[line] = position
      }
    }
    return GridBiggest(atPlace: atPlace, inLine: inLine)
  }
}
