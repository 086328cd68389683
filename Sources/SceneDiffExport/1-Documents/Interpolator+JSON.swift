import SceneDiffCore

extension Interpolator {
  /// The plan-JSON form: the lowerCamelCase class name without "Interpolator", or an object
  /// with that name first and then the parameters.
  ///
  /// A plain string when every parameter has its default (`"linear"`, `"accelerate"` for
  /// factor 1, `"anticipateOvershoot"` for tension 2 and extraTension 1.5, …); otherwise an
  /// object such as `{"name": "accelerate", "factor": 1.5}`. A path interpolator prints as the
  /// name of a platform curve (`"fastOutSlowIn"`, `"linearOutSlowIn"`, `"fastOutLinearIn"`,
  /// `"fastOutExtraSlowIn"`) when it is one, else as
  /// `{"name": "path", "controlX1": …, "controlY1": …[, "controlX2": …, "controlY2": …]}` or
  /// `{"name": "path", "pathData": "…"}`. `Float` parameters print as their shortest `Float`
  /// decimal (0.15, not 0.15000000596046448).
  public var planJSON: JSONValue {
    switch self {
    case .linear:
      return .string("linear")
    case .accelerateDecelerate:
      return .string("accelerateDecelerate")
    case .accelerate(let factor):
      return Interpolator.named("accelerate", [("factor", factor, 1)])
    case .decelerate(let factor):
      return Interpolator.named("decelerate", [("factor", factor, 1)])
    case .anticipate(let tension):
      return Interpolator.named("anticipate", [("tension", tension, 2)])
    case .overshoot(let tension):
      return Interpolator.named("overshoot", [("tension", tension, 2)])
    case .anticipateOvershoot(let tension, let extraTension):
      return Interpolator.named(
        "anticipateOvershoot",
        [("tension", tension, 2), ("extraTension", extraTension, 1.5)]
      )
    case .bounce:
      return .string("bounce")
    case .cycle(let cycles):
      return Interpolator.named("cycle", [("cycles", cycles, 1)])
    case .path(let interpolator):
      return interpolator.planJSON
    }
  }

  /// The names of the platform path curves the plan prints by name.
  static let platformCurveNames: Set<String> = [
    "fastOutSlowIn", "linearOutSlowIn", "fastOutLinearIn", "fastOutExtraSlowIn",
  ]

  /// A plain name when every parameter equals its default, else `{"name": …, parameters…}`.
  ///
  /// - Parameters:
  ///   - name: The plan name.
  ///   - parameters: Each parameter's key, value and default, in print order.
  /// - Returns: The plan JSON value.
  private static func named(_ name: String, _ parameters: [(String, Float, Float)]) -> JSONValue {
    if parameters.allSatisfy({ $0.1 == $0.2 }) {
      return .string(name)
    }
    return .object([("name", .string(name))] + parameters.map { ($0.0, number($0.1)) })
  }

  /// A `Float` as a JSON number with its shortest `Float` decimal (`Double(String(value))`).
  static func number(_ value: Float) -> JSONValue {
    .number(Double(String(value)) ?? Double(value))
  }
}

extension PathInterpolator {
  /// The plan-JSON form; see ``Interpolator/planJSON``.
  var planJSON: JSONValue {
    if let name, Interpolator.platformCurveNames.contains(name) {
      return .string(name)
    }
    let parameters: [(String, JSONValue)]
    switch source {
    case .quadratic(let x1, let y1):
      parameters = [("controlX1", Interpolator.number(x1)), ("controlY1", Interpolator.number(y1))]
    case .cubic(let x1, let y1, let x2, let y2):
      parameters = [
        ("controlX1", Interpolator.number(x1)), ("controlY1", Interpolator.number(y1)),
        ("controlX2", Interpolator.number(x2)), ("controlY2", Interpolator.number(y2)),
      ]
    case .pathData(let data):
      parameters = [("pathData", .string(data))]
    }
    return .object([("name", .string("path"))] + parameters)
  }
}
