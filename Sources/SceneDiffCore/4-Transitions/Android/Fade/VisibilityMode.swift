/// Which visibility changes a Visibility transition animates (`Visibility.MODE_*`).
public struct VisibilityMode: OptionSet, Sendable, Hashable {
  /// The raw Android flags (`MODE_IN = 1`, `MODE_OUT = 2`).
  public var rawValue: Int
  /// Creates a mode from Android's flags.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Appearing views (`MODE_IN`, `fade_in`).
  public static let `in` = VisibilityMode(rawValue: 1)
  /// Disappearing views (`MODE_OUT`, `fade_out`).
  public static let out = VisibilityMode(rawValue: 2)
  /// Both (the default).
  public static let both: VisibilityMode = [.in, .out]
}
