/// An animator's time span drawn with Unicode block characters on a fixed-width axis, for
/// terminals and Markdown: `░░░░░░██████████░░░░░░░░`.
///
/// Each cell is `axisMs / width` ms; `█` is a cell the animator runs through, `▐` and `▌` a
/// cell it starts or ends half-way through, `░` a cell it does not run in. An animator
/// shorter than half a cell still shows as one `▌` or `▐`, so nothing that runs is invisible.
struct TimelineBar {
  /// The cells of the axis.
  var width = 24
  /// The time the axis ends at (its start is 0).
  var axisMs: Double

  /// The bar for `[startMs, endMs]`.
  func bar(startMs: Double, endMs: Double) -> String {
    guard axisMs > 0 else { return String(repeating: "█", count: width) }
    // Positions in half cells, so a bar can start or end in the middle of a cell.
    let halves = width * 2
    let scale = Double(halves) / axisMs
    var start = min(halves, max(0, Int((startMs * scale).rounded())))
    var end = min(halves, max(0, Int((endMs * scale).rounded())))
    if end <= start {
      if start >= halves { start = halves - 1 }
      end = start + 1
    }
    var cells = ""
    for cell in 0..<width {
      let left = cell * 2
      let first = left >= start && left < end
      let second = left + 1 >= start && left + 1 < end
      switch (first, second) {
      case (true, true): cells += "█"
      case (true, false): cells += "▌"
      case (false, true): cells += "▐"
      case (false, false): cells += "░"
      }
    }
    return cells
  }

  /// The bar of an animator.
  func bar(_ animator: PlanDocument.Animator) -> String {
    bar(startMs: animator.startMs, endMs: animator.endMs)
  }
}
