/// One platform's version of a spring: how to write it there, how long that platform runs it and
/// what that does to the end of the motion (see ``SpringComparison``).
public struct SpringPlatformForm: Sendable {
  /// The platform's API, such as `"CASpringAnimation"` or `"SpringForce"`.
  public let platform: String
  /// The call or settings that give this spring there, as code.
  public let code: String
  /// The API's parameters for this spring, in the order of its signature; `nil` where the
  /// spring cannot be written there (an undamped spring fitted to a duration).
  public let parameters: [(name: String, value: Double?)]
  /// How long the platform runs the animation, in seconds; `nil` when it never ends.
  public let duration: Double?
  /// How the platform decides that duration.
  public let rule: String
  /// The distance still to go when the platform stops and jumps to the end, in the distance's
  /// units (`|1 − p(duration)| × distance`); `nil` when it never stops.
  public let endJump: Double?
  /// The largest overshoot shown before the platform stops, as a fraction of the distance.
  public let overshoot: Double

  /// A platform form.
  ///
  /// - Parameters:
  ///   - platform: The API's name.
  ///   - code: The call, as code.
  ///   - parameters: The API's parameters for the spring.
  ///   - duration: Seconds it runs, or `nil` for never ending.
  ///   - rule: How the duration is decided.
  ///   - curve: The spring, for the end jump and the overshoot.
  ///   - distance: The distance animated.
  public init(
    platform: String,
    code: String,
    parameters: [(name: String, value: Double?)],
    duration: Double?,
    rule: String,
    curve: SpringCurve,
    distance: Double
  ) {
    self.platform = platform
    self.code = code
    self.parameters = parameters
    self.duration = duration
    self.rule = rule
    if let duration {
      endJump = abs(curve.displacement(atSeconds: duration)) * abs(distance)
      if let peak = curve.peakTime, peak <= duration {
        overshoot = curve.overshoot
      } else {
        overshoot = max(0, -curve.displacement(atSeconds: duration))
      }
    } else {
      endJump = nil
      overshoot = curve.overshoot
    }
  }
}
