import SceneDiffCore

extension TimingCurve {
  /// The plan-JSON form of an animator's or keyframe's `interpolator` key.
  ///
  /// An Android interpolator prints as ``Interpolator/planJSON``;
  /// a cubic Bézier as ``CubicBezier/planJSON`` and a spring as ``SpringCurve/planJSON``.
  public var planJSON: JSONValue {
    switch self {
    case .interpolator(let interpolator): interpolator.planJSON
    case .cubicBezier(let curve): curve.planJSON
    case .spring(let spring): spring.planJSON
    }
  }
}

extension CubicBezier {
  /// `{"name": "cubicBezier", "controlPoints": [x1, y1, x2, y2]}`, followed by
  /// `"apple": name` for a named curve (`"easeInEaseOut"`).
  public var planJSON: JSONValue {
    var pairs: [(String, JSONValue)] = [
      ("name", .string("cubicBezier")), ("controlPoints", .numbers([x1, y1, x2, y2])),
    ]
    if let name { pairs.append(("apple", .string(name))) }
    return .object(pairs)
  }
}

extension SpringCurve {
  /// `{"name": "spring", "mass", "stiffness", "damping", "dampingRatio", "initialVelocity",
  /// "settlingDurationMs", "overshoot"}`: the physical parameters, the damping ratio they give,
  /// the initial velocity in distances per second, the settling duration (within 0.001 of the
  /// distance, ``settlingDuration(epsilon:)``, in ms rounded to 0.001; `null` when undamped)
  /// and the overshoot (``overshoot``, a fraction of the distance).
  public var planJSON: JSONValue {
    .object([
      ("name", .string("spring")),
      ("mass", .number(mass)),
      ("stiffness", .number(stiffness)),
      ("damping", .number(damping)),
      ("dampingRatio", SpringCurve.finite(dampingRatio)),
      ("initialVelocity", .number(initialVelocity)),
      ("settlingDurationMs", SpringCurve.milliseconds(settlingDuration())),
      ("overshoot", SpringCurve.finite(overshoot)),
    ])
  }

  /// Seconds as milliseconds rounded to 0.001 ms, or `null` (also when not finite).
  package static func milliseconds(_ seconds: Double?) -> JSONValue {
    finite(seconds.map { ($0 * 1_000_000).rounded() / 1000 })
  }

  /// A number, or `null` when there is none or it is not finite (a spring's derived values can
  /// overflow for extreme parameters; the JSON never carries infinity).
  package static func finite(_ value: Double?) -> JSONValue {
    guard let value, value.isFinite else { return .null }
    return .number(value)
  }
}
