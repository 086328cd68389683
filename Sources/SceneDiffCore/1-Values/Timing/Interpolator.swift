import Foundation

/// A time interpolator: maps the elapsed fraction `t` of an animation to its value fraction.
///
/// The cases are Android's `android.view.animation` interpolators with their parameters, and
/// ``value(at:)`` reproduces Android's arithmetic exactly: 32-bit `Float` throughout, except
/// where Android computes in `Double` and narrows (the cosine of AccelerateDecelerate, the sine
/// of Cycle, and `pow` for Accelerate/Decelerate with a factor other than 1). Inputs are not
/// clamped; several curves leave [0, 1] on purpose.
///
/// See `Docs/interpolators.md` for every name, parameter, XML form and resource name.
public enum Interpolator: Sendable, Hashable {
  /// `LinearInterpolator`: `t`.
  case linear
  /// `AccelerateDecelerateInterpolator`: `cos((t + 1)π) / 2 + 0.5`; the ValueAnimator default.
  case accelerateDecelerate
  /// `AccelerateInterpolator`: `t·t` when `factor` is exactly 1, else `t^(2·factor)`.
  ///
  /// XML default factor: 1.
  case accelerate(factor: Float)
  /// `DecelerateInterpolator`: `1 − (1 − t)²` when `factor` is exactly 1, else
  /// `1 − (1 − t)^(2·factor)`.
  ///
  /// XML default factor: 1.
  case decelerate(factor: Float)
  /// `AnticipateInterpolator`: `t²·((s + 1)·t − s)` with `s = tension`.
  ///
  /// Default tension: 2.
  case anticipate(tension: Float)
  /// `OvershootInterpolator`: with `u = t − 1`, `u²·((s + 1)·u + s) + 1` with `s = tension`.
  ///
  /// Default tension: 2.
  case overshoot(tension: Float)
  /// `AnticipateOvershootInterpolator`: anticipate then overshoot with the effective tension
  /// `T = tension · extraTension` (a `Float` product).
  ///
  /// Defaults: tension 2, extraTension 1.5 (so T = 3).
  case anticipateOvershoot(tension: Float, extraTension: Float)
  /// `BounceInterpolator`: four parabolic bounces; 1.000054 (not 1) at t = 1.
  case bounce
  /// `CycleInterpolator`: `sin(2·cycles·π·t)`.
  ///
  /// XML default cycles: 1.
  case cycle(cycles: Float)
  /// `PathInterpolator`: a flattened Bézier path, see ``PathInterpolator``.
  ///
  /// Held in a box (`indirect`): the path's 56 bytes inline made every interpolator, and every
  /// ``TimingCurve`` and ``Animator`` holding one, that much larger.
  indirect case path(PathInterpolator)

  /// The output fraction at input `t`, computed exactly as Android computes it.
  ///
  /// - Parameter t: The input fraction, normally in [0, 1]; not clamped.
  /// - Returns: The output fraction; may leave [0, 1] (anticipate, overshoot, bounce, cycle).
  public func value(at t: Float) -> Float {
    switch self {
    case .linear:
      return t
    case .accelerateDecelerate:
      // (float)(Math.cos((input + 1) * Math.PI) / 2.0f) + 0.5f
      return Float(cos(Double(t + 1) * Double.pi) / 2) + 0.5
    case .accelerate(let factor):
      if factor == 1 {
        return t * t
      }
      // mDoubleFactor = 2 * mFactor; (float)Math.pow(input, mDoubleFactor)
      return Float(pow(Double(t), Double(2 * factor)))
    case .decelerate(let factor):
      if factor == 1 {
        return 1 - (1 - t) * (1 - t)
      }
      // (float)(1.0f - Math.pow((1.0f - input), 2 * mFactor))
      return Float(1 - pow(Double(1 - t), Double(2 * factor)))
    case .anticipate(let tension):
      return Interpolator.anticipateCurve(t, tension)
    case .overshoot(let tension):
      return Interpolator.overshootCurve(t - 1, tension) + 1
    case .anticipateOvershoot(let tension, let extraTension):
      let s = tension * extraTension
      if t < 0.5 {
        return 0.5 * Interpolator.anticipateCurve(t * 2, s)
      }
      return 0.5 * (Interpolator.overshootCurve(t * 2 - 2, s) + 2)
    case .bounce:
      let s = t * 1.1226
      if s < 0.3535 {
        return Interpolator.bounceCurve(s)
      } else if s < 0.7408 {
        return Interpolator.bounceCurve(s - 0.54719) + 0.7
      } else if s < 0.9644 {
        return Interpolator.bounceCurve(s - 0.8526) + 0.9
      }
      return Interpolator.bounceCurve(s - 1.0435) + 0.95
    case .cycle(let cycles):
      // (float)(Math.sin(2 * mCycles * Math.PI * input))
      return Float(sin(Double(2 * cycles) * Double.pi * Double(t)))
    case .path(let interpolator):
      return interpolator.value(at: t)
    }
  }

  /// `t·t·((s + 1)·t − s)` in `Float` (Anticipate; AnticipateOvershoot's `a`).
  private static func anticipateCurve(_ t: Float, _ s: Float) -> Float {
    t * t * ((s + 1) * t - s)
  }

  /// `t·t·((s + 1)·t + s)` in `Float` (Overshoot without the `+ 1`; AnticipateOvershoot's `o`).
  private static func overshootCurve(_ t: Float, _ s: Float) -> Float {
    t * t * ((s + 1) * t + s)
  }

  /// Bounce's parabola `t·t·8` in `Float`.
  private static func bounceCurve(_ t: Float) -> Float {
    t * t * 8
  }
}

extension Interpolator {
  /// `@android:interpolator/fast_out_slow_in`: cubic (0.4, 0), (0.2, 1), flattened as Android
  /// does.
  public static let fastOutSlowIn = Interpolator.path(
    PathInterpolator(
      platform: .cubic(controlX1: 0.4, controlY1: 0, controlX2: 0.2, controlY2: 1),
      name: "fastOutSlowIn"
    )
  )

  /// `@android:interpolator/linear_out_slow_in`: cubic (0, 0), (0.2, 1).
  public static let linearOutSlowIn = Interpolator.path(
    PathInterpolator(
      platform: .cubic(controlX1: 0, controlY1: 0, controlX2: 0.2, controlY2: 1),
      name: "linearOutSlowIn"
    )
  )

  /// `@android:interpolator/fast_out_linear_in`: cubic (0.4, 0), (1, 1).
  public static let fastOutLinearIn = Interpolator.path(
    PathInterpolator(
      platform: .cubic(controlX1: 0.4, controlY1: 0, controlX2: 1, controlY2: 1),
      name: "fastOutLinearIn"
    )
  )

  /// `@android:interpolator/fast_out_extra_slow_in` (API 28): the two-cubic path
  /// `M 0,0 C 0.05,0 0.133333,0.06 0.166666,0.4 C 0.208333,0.82 0.25,1 1,1`.
  public static let fastOutExtraSlowIn = Interpolator.path(
    PathInterpolator(
      platform: .pathData("M 0,0 C 0.05,0 0.133333,0.06 0.166666,0.4 C 0.208333,0.82 0.25,1 1,1"),
      name: "fastOutExtraSlowIn"
    )
  )
}
