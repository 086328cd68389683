/// UIKit's `UISpringTimingParameters`, with every initialiser, and what a
/// `UIViewPropertyAnimator(duration:timingParameters:)` runs with it.
///
/// Two kinds of initialiser (interpolators.md §6.4):
///
/// - `init()`, `init(dampingRatio:)`, `init(dampingRatio:initialVelocity:)` give a damping
///   ratio and no stiffness: the animator's duration shapes the spring, fitted as
///   ``DurationFittedSpring`` does, and the animation ends at that duration. `init()` means a
///   damping ratio of **4.56** and velocity 0, as Apple documents (heavily over-damped).
/// - `init(mass:stiffness:damping:initialVelocity:)` and iOS 17's
///   `init(duration:bounce:initialVelocity:)` fix the spring (the latter with SwiftUI's
///   `Spring(duration:bounce:)` mapping, an assumption: Apple does not say); the animator's
///   duration is then not used, and the animation runs until the spring settles (its
///   ``SpringCurve/settlingDuration(epsilon:)``), as developers observe.
///
/// `initialVelocity` is one-dimensional here (a `CGVector`'s component for the animated axis),
/// in distances per second.
public struct SpringTimingParameters: Sendable, Hashable {
  /// The damping ratio `UISpringTimingParameters()` uses: 4.56.
  public static let defaultDampingRatio = 4.56

  /// The damping ratio ζ: given, or the fixed spring's.
  public let dampingRatio: Double
  /// The initial velocity in distances per second.
  public let initialVelocity: Double
  /// The spring when the initialiser fixes it (mass/stiffness/damping or duration/bounce);
  /// `nil` when it is fitted to the animator's duration.
  public let fixedCurve: SpringCurve?

  /// `UISpringTimingParameters()`: damping ratio 4.56, initial velocity 0.
  public init() {
    dampingRatio = SpringTimingParameters.defaultDampingRatio
    initialVelocity = 0
    fixedCurve = nil
  }

  /// `init(dampingRatio:)` and `init(dampingRatio:initialVelocity:)`, or `nil` unless the ratio
  /// is finite and positive and the velocity finite.
  ///
  /// - Parameters:
  ///   - dampingRatio: ζ (> 0).
  ///   - initialVelocity: Distances per second towards the target.
  public init?(dampingRatio: Double, initialVelocity: Double = 0) {
    guard dampingRatio.isFinite, dampingRatio > 0, initialVelocity.isFinite else { return nil }
    self.dampingRatio = dampingRatio
    self.initialVelocity = initialVelocity
    fixedCurve = nil
  }

  /// `init(mass:stiffness:damping:initialVelocity:)`: the damping ratio is
  /// `damping / (2·√(stiffness·mass))`; `nil` for out-of-range values (see
  /// ``SpringCurve/init(mass:stiffness:damping:initialVelocity:)``).
  ///
  /// - Parameters:
  ///   - mass: The mass (> 0).
  ///   - stiffness: The stiffness (> 0).
  ///   - damping: The damping coefficient (≥ 0).
  ///   - initialVelocity: Distances per second towards the target.
  public init?(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
    guard
      let curve = SpringCurve(
        mass: mass,
        stiffness: stiffness,
        damping: damping,
        initialVelocity: initialVelocity
      )
    else { return nil }
    self.init(fixed: curve)
  }

  /// iOS 17's `init(duration:bounce:)` and `init(duration:bounce:initialVelocity:)`, with
  /// SwiftUI's mapping (``SpringCurve/init(duration:bounce:initialVelocity:)``); `nil` for
  /// out-of-range values.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration (SwiftUI's response), in seconds.
  ///   - bounce: In (−1, 1]; 0 is critical damping.
  ///   - initialVelocity: Distances per second towards the target.
  public init?(duration: Double, bounce: Double, initialVelocity: Double = 0) {
    guard
      let curve = SpringCurve(duration: duration, bounce: bounce, initialVelocity: initialVelocity)
    else { return nil }
    self.init(fixed: curve)
  }

  /// Parameters whose spring is `curve`.
  private init(fixed curve: SpringCurve) {
    dampingRatio = curve.dampingRatio
    initialVelocity = curve.initialVelocity
    fixedCurve = curve
  }

  /// The spring a property animator of `duration` seconds runs: the fixed spring, or the
  /// damping ratio fitted to the duration (``DurationFittedSpring``); `nil` when the duration
  /// is not positive.
  ///
  /// - Parameter duration: The animator's `duration`, in seconds.
  /// - Returns: The spring.
  public func curve(animatorDuration duration: Double) -> SpringCurve? {
    if let fixedCurve { return fixedCurve }
    return DurationFittedSpring(
      duration: duration,
      dampingRatio: dampingRatio,
      initialVelocity: initialVelocity
    )?.curve
  }

  /// How long a property animator of `duration` seconds runs, in seconds: that duration for a
  /// fitted spring, the settling duration of a fixed one (`nil` if it never settles).
  ///
  /// - Parameter duration: The animator's `duration`, in seconds.
  /// - Returns: The running time.
  public func runDuration(animatorDuration duration: Double) -> Double? {
    guard let fixedCurve else { return duration }
    return fixedCurve.settlingDuration()
  }
}
