import SceneDiffCore

extension SpringComparison {
  /// The `scenediff spring --json` document (`scenediff.spring`, version 1).
  ///
  /// Keys in this order: `format`, `version`, `given` (`api`, `parameters` with defaults filled
  /// in), the spring (`mass`, `stiffness`, `damping`, `dampingRatio`, `initialVelocity`),
  /// `settlingDurationMs` (Apple's rule, ms rounded to 0.001, `null` undamped), `overshoot`
  /// (fraction of the distance), `peakMs` (`null` without overshoot), `quantity`, `distance`,
  /// `compose` (`dampingRatio`, `stiffness`, `visibilityThreshold`, `call`), `platforms` (each
  /// `platform`, `code`, `parameters`, `durationMs`, `rule`, `endJump`, `overshoot`) and
  /// `differences` (sentences). Docs/cli.md documents every key.
  public var json: JSONValue {
    var pairs: [(String, JSONValue)] = [
      ("format", .string("scenediff.spring")),
      ("version", .int(1)),
      (
        "given",
        .object([
          ("api", .string(given.api)),
          ("parameters", .object(given.values.map { ($0.name, SpringCurve.finite($0.value)) })),
        ])
      ),
      ("mass", .number(curve.mass)),
      ("stiffness", .number(curve.stiffness)),
      ("damping", .number(curve.damping)),
      ("dampingRatio", SpringCurve.finite(curve.dampingRatio)),
      ("initialVelocity", .number(curve.initialVelocity)),
      ("settlingDurationMs", SpringCurve.milliseconds(settlingDuration)),
      ("overshoot", SpringCurve.finite(overshoot)),
      ("peakMs", SpringCurve.milliseconds(peakTime)),
      ("quantity", .string(quantity.rawValue)),
      ("distance", .number(distance)),
    ]
    if let compose {
      pairs.append(
        (
          "compose",
          .object([
            ("dampingRatio", SpringCurve.finite(compose.dampingRatio)),
            ("stiffness", SpringCurve.finite(compose.stiffness)),
            ("visibilityThreshold", SpringCurve.finite(compose.visibilityThreshold)),
            ("call", .string(platforms.last { $0.platform == "Compose" }?.code ?? "")),
          ])
        )
      )
    } else {
      pairs.append(("compose", .null))
    }
    pairs.append(("platforms", .array(platforms.map(\.json))))
    pairs.append(("differences", .array(differences.map { .string($0) })))
    return .object(pairs)
  }
}

extension SpringPlatformForm {
  /// `{"platform", "code", "parameters", "durationMs", "rule", "endJump", "overshoot"}`.
  public var json: JSONValue {
    .object([
      ("platform", .string(platform)),
      ("code", .string(code)),
      (
        "parameters", .object(parameters.map { ($0.name, $0.value.map(JSONValue.number) ?? .null) })
      ),
      ("durationMs", SpringCurve.milliseconds(duration)),
      ("rule", .string(rule)),
      ("endJump", SpringCurve.finite(endJump)),
      ("overshoot", SpringCurve.finite(overshoot)),
    ])
  }
}
