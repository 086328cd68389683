import Foundation

/// The progress bar `batch` draws on standard error when it is a terminal: pairs done of the
/// total, the rate and the time left.
///
/// `[##########··········]  512/1000 pairs  85.3 pairs/s  ETA 6s`, redrawn in place (carriage
/// return, erase line) at most ten times a second and erased before any diagnostic is printed
/// and at the end, so that only diagnostics and the summary remain. It is never drawn when
/// standard error is not a terminal, or with `--quiet`.
struct BatchProgress {
  /// Whether the bar is drawn at all.
  var isEnabled: Bool
  /// How many pairs the batch has.
  var total: Int
  /// How many are done.
  private(set) var done = 0
  /// When the batch started.
  private let start = ContinuousClock.now
  /// When the bar was last drawn.
  private var lastDrawn: ContinuousClock.Instant?
  /// Whether a bar is on the screen.
  private var isShown = false

  /// A progress display for `total` pairs, drawn only when `isEnabled`.
  init(isEnabled: Bool, total: Int) {
    self.isEnabled = isEnabled
    self.total = total
  }

  /// Counts a pair as done and redraws the bar if it is time to.
  mutating func advance(_ terminal: inout Terminal) {
    done += 1
    guard isEnabled else { return }
    let now = ContinuousClock.now
    if let lastDrawn, now - lastDrawn < .milliseconds(100), done < total { return }
    lastDrawn = now
    let elapsed = now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    terminal.errors.writeIgnoringFailure(
      "\r\u{1B}[K" + BatchProgress.line(done: done, total: total, seconds: seconds)
    )
    isShown = true
  }

  /// Erases the bar, before a diagnostic is printed or at the end.
  mutating func erase(_ terminal: inout Terminal) {
    guard isShown else { return }
    terminal.errors.writeIgnoringFailure("\r\u{1B}[K")
    isShown = false
  }

  /// The bar's text after `seconds` with `done` of `total` pairs done.
  static func line(done: Int, total: Int, seconds: Double) -> String {
    let width = 20
    let filled = total > 0 ? min(width, done * width / total) : width
    let bar = String(repeating: "#", count: filled) + String(repeating: "·", count: width - filled)
    let rate = seconds > 0 ? Double(done) / seconds : 0
    var text = "[\(bar)] \(done)/\(total) pairs  \(String(format: "%.1f", rate)) pairs/s"
    if rate > 0, done < total {
      text += "  ETA \(duration(Double(total - done) / rate))"
    }
    return text
  }

  /// `42s`, `3m05s` or `1h02m`.
  static func duration(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded(.up))
    if whole < 60 { return "\(whole)s" }
    if whole < 3600 { return "\(whole / 60)m" + String(format: "%02ds", whole % 60) }
    return "\(whole / 3600)h" + String(format: "%02dm", whole / 60 % 60)
  }
}
