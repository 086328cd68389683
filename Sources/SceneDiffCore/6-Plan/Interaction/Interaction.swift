/// A script of what a finger (or code) does to a running transition: the input of
/// `--interaction` (Docs/interaction.md).
///
/// ``InteractionTimeline`` turns it into a map from wall-clock time to the transition's time
/// position; set it as a plan's ``Plan/interaction`` and ``Sampler`` samples through it.
public struct Interaction: Sendable, Hashable {
  /// `completionSpeed`: how much faster than the transition a finish or cancel plays; > 0.
  public var completionSpeed: Double
  /// `completionCurve`: how the time position moves during a finish or cancel.
  public var completionCurve: CubicBezier
  /// `scrubsLinearly`: while an `update` holds the transition, each animator's progress is its
  /// elapsed fraction (linear) instead of its timing curve's value.
  public var scrubsLinearly: Bool
  /// The steps, in time order.
  public var events: [InteractionEvent]

  /// The default velocity threshold of a `release`: one whole transition per second.
  public static let defaultVelocityThreshold = 1.0

  /// Creates a script; the defaults are UIKit's (`completionSpeed` 1, `completionCurve`
  /// `.easeInOut`, `scrubsLinearly` true).
  public init(
    completionSpeed: Double = 1,
    completionCurve: CubicBezier = .uiKitDefault,
    scrubsLinearly: Bool = true,
    events: [InteractionEvent] = []
  ) {
    self.completionSpeed = completionSpeed
    self.completionCurve = completionCurve
    self.scrubsLinearly = scrubsLinearly
    self.events = events
  }
}
