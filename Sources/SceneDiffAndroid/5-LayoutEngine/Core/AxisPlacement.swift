import SceneDiffCore

/// Where gravity puts a box along one axis.
enum AxisPlacement: Sendable, Hashable {
  /// No flag for this axis.
  case none
  /// Left or top.
  case before
  /// Right or bottom.
  case after
  /// Centred.
  case center
  /// Stretched to fill.
  case fill

  /// Decodes the four axis bits (specified, pull before, pull after, clip).
  init(bits: Int) {
    let specified = bits & Gravity.axisSpecified != 0
    let before = bits & Gravity.axisPullBefore != 0
    let after = bits & Gravity.axisPullAfter != 0
    switch (specified, before, after) {
    case (_, true, true): self = .fill
    case (_, true, false): self = .before
    case (_, false, true): self = .after
    case (true, false, false): self = .center
    case (false, false, false): self = .none
    }
  }
}
