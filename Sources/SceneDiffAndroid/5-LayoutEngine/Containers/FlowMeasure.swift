import SceneDiffCore

/// What core `Flow.measure` decides for a Flow's displayed views (androidx/constraintlayout
/// 9cd4b5a4, `measureNoWrap`, `measureChainWrap`, `measureChainWrap_new`, `measureAligned`),
/// along the Flow's main axis (its orientation) and cross axis.
///
/// Sizes are given per displayed view (by position in ``members``): `main` is
/// `getWidgetWidth` (or `getWidgetHeight` for a vertical Flow), `inLine` the main size a
/// chain adds up (`WidgetsList.add`: 0 for a match-constraint size), `measuredMain` the view's
/// measured main size and `cross` the other axis' `getWidget…` size.
struct FlowMeasure: Sendable {
  /// The per-view sizes along both axes.
  struct Sizes: Sendable {
    /// `getWidgetWidth`/`getWidgetHeight` along the main axis.
    var main: [Int]
    /// The main size a chain adds up: 0 for a match-constraint size.
    var inLine: [Int]
    /// The measured main size.
    var measuredMain: [Int]
    /// `getWidget…` along the cross axis.
    var cross: [Int]
  }

  /// How the views are arranged.
  enum Arrangement: Sendable, Equatable {
    /// Chains (`none`: one), each the positions of its views in ``members``.
    case chains([[Int]])
    /// `aligned`: views per line along the main axis and the number of lines.
    case grid(perLine: Int, lines: Int)
    /// `aligned` with no view fitting: nothing is tied.
    case untied
  }

  /// The Flow's displayed views (not GONE), as child indices, in reference order.
  var members: [Int]
  /// The arrangement.
  var arrangement = Arrangement.untied
  /// The content's size along the main axis, without the Flow's padding.
  var main = 0
  /// The content's size along the cross axis, without the Flow's padding.
  var cross = 0

  /// A chain's main size (`WidgetsList.getWidth`/`getHeight`: the sizes and the gaps between).
  static func lineMain(_ line: [Int], _ inLine: [Int], gap: Int) -> Int {
    line.map { inLine[$0] }.reduce(0, +) + max(0, line.count - 1) * gap
  }

  /// A chain's biggest view along the cross axis (the first of equals), as a position.
  static func biggest(_ line: [Int], _ cross: [Int]) -> Int {
    var best = line[0]
    for position in line where cross[position] > cross[best] { best = position }
    return best
  }

  /// The chains of `measureNoWrap` (one), `measureChainWrap` (`chain`: a view starts a new
  /// chain when the chain is not empty and the gap and its size pass `max`, or at every
  /// `maxElementsWrap`-th view) and `measureChainWrap_new` (`chain2`: when the chain already
  /// holds `maxElementsWrap` views).
  static func chains(
    _ sizes: Sizes,
    mode: FlowParams.WrapMode,
    gap: Int,
    maxElements: Int,
    max: Int
  ) -> [[Int]] {
    let count = sizes.main.count
    guard count > 0 else { return [] }
    guard mode == .chain || mode == .chainNew else { return [Array(0..<count)] }
    var lines: [[Int]] = [[]]
    var used = 0
    var inCurrent = 0
    for position in 0..<count {
      inCurrent += 1
      let size = sizes.main[position]
      let isFull = used == max || used + gap + size > max
      var wraps = isFull && !(lines[lines.count - 1].isEmpty)
      if !wraps, position > 0, maxElements > 0 {
        wraps = mode == .chain ? position % maxElements == 0 : inCurrent > maxElements
      }
      if wraps {
        inCurrent = 1
        used = size
        lines.append([position])
      } else {
        used = position > 0 ? used + gap + size : size
        lines[lines.count - 1].append(position)
      }
    }
    return lines
  }

  /// The content size of `lines`: the longest chain along the main axis, the chains'
  /// biggest views plus the gaps between along the cross axis.
  mutating func measure(_ lines: [[Int]], _ sizes: Sizes, mainGap: Int, crossGap: Int) {
    arrangement = .chains(lines)
    main = lines.map { Self.lineMain($0, sizes.inLine, gap: mainGap) }.max() ?? 0
    cross =
      lines.map { sizes.cross[Self.biggest($0, sizes.cross)] }.reduce(0, +)
      + max(0, lines.count - 1) * crossGap
  }
}
