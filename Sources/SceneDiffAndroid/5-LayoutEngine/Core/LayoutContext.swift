import SceneDiffCore

/// What every measure and layout call of one layout pass shares: the device and a work budget.
///
/// Android measures some children twice (weights, RelativeLayout, a FrameLayout's
/// `match_parent` children), so a hostile layout of deeply nested such containers needs an
/// exponential number of measures. SceneDiff skips a measure whose specs equal the node's last
/// ones (the result would be identical) and stops measuring once ``measureBudget`` calls have
/// been made; the loader then reports `layout-too-complex` instead of hanging.
struct LayoutContext: Sendable {
  /// The device: density for the few values computed during layout, and direction.
  var device: Device
  /// The most measure calls one layout pass may make.
  var measureBudget = 500_000
  /// Measure calls made so far.
  var measureCount = 0

  /// A context for `device`.
  init(device: Device) {
    self.device = device
  }

  /// Whether the budget is spent: measuring then stops (every size becomes 0).
  var isExhausted: Bool { measureCount > measureBudget }
}
