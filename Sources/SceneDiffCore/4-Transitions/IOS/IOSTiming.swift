/// When an iOS animation runs and how it is paced: a duration, a delay and a timing curve.
///
/// UIKit and Core Animation give durations and delays in seconds; SceneDiff keeps them in ms
/// (`0.35` s is 350 ms) without rounding. A spring's duration is when it is cut off (see
/// ``TimingCurve/spring(_:)``).
public struct IOSTiming: Sendable, Hashable {
  /// The duration in ms.
  public var durationMs: Double
  /// The delay before the start, in ms.
  public var delayMs: Double
  /// The pacing.
  public var curve: TimingCurve

  /// A timing.
  ///
  /// - Parameters:
  ///   - durationMs: The duration in ms.
  ///   - delayMs: The delay in ms.
  ///   - curve: The pacing (UIKit's default is `curveEaseInOut`).
  public init(
    durationMs: Double,
    delayMs: Double = 0,
    curve: TimingCurve = .cubicBezier(.easeInEaseOut)
  ) {
    self.durationMs = durationMs
    self.delayMs = delayMs
    self.curve = curve
  }

  /// The animator with this timing's start, duration and curve.
  func applied(to animator: Animator) -> Animator {
    var timed = animator
    timed.startMs = delayMs
    timed.durationMs = durationMs
    timed.timing = curve
    return timed
  }
}
