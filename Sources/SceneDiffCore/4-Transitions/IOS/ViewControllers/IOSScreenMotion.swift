/// What one view controller's view does during a view-controller transition: it goes from one
/// ``IOSViewState`` to another with one timing.
public struct IOSScreenMotion: Sendable, Hashable {
  /// The state at the start.
  public var from: IOSViewState
  /// The state at the end.
  public var to: IOSViewState
  /// The duration, delay and curve (a spring or a cubic Bézier).
  public var timing: IOSTiming
  /// The class name its animators record.
  public var className: String
  /// Whether the view stays drawn in its end state after the transition (the presenting view
  /// of a partial curl); otherwise a leaving view is removed at the end.
  public var staysDrawn = false
  /// The dimming drawn beneath this view over what it covers (``AnimatedProperty/dimmingAlpha``),
  /// if any: `UINavigationController`'s push and pop dim the covered screen.
  public var dimming: IOSDimming? = nil

  /// A motion from `from` to `to`.
  public init(from: IOSViewState, to: IOSViewState, timing: IOSTiming, className: String) {
    self.from = from
    self.to = to
    self.timing = timing
    self.className = className
  }

  /// Whether the motion changes nothing.
  public var isStill: Bool { from == to }
}
