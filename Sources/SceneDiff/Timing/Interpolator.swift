import Foundation

// Placeholder: the full interpolator set lands in its own commit.

/// A time interpolator: maps elapsed fraction `t` to an animation fraction, as Android does.
public enum Interpolator: Sendable, Hashable {
  /// `t`.
  case linear
  /// `cos((t + 1)π) / 2 + 0.5`; the ValueAnimator default.
  case accelerateDecelerate
  /// `t^(2·factor)`.
  case accelerate(factor: Float)
  /// `1 − (1 − t)^(2·factor)`.
  case decelerate(factor: Float)

  /// The interpolated fraction at `t`, computed in `Float` as Android does.
  public func value(at t: Float) -> Float {
    switch self {
    case .linear: t
    case .accelerateDecelerate: Float(cos(Double(t + 1) * Double.pi) / 2) + 0.5
    case .accelerate: t * t
    case .decelerate: 1 - (1 - t) * (1 - t)
    }
  }

  /// The plan-JSON form: a lowerCamelCase name, or an object with the parameters.
  public var planJSON: JSONValue {
    switch self {
    case .linear: .string("linear")
    case .accelerateDecelerate: .string("accelerateDecelerate")
    case .accelerate: .string("accelerate")
    case .decelerate: .string("decelerate")
    }
  }
}
