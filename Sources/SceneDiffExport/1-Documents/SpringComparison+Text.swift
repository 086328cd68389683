import SceneDiffCore

extension SpringComparison {
  /// The `scenediff spring` text: the spring, then each platform's version (its duration, the
  /// jump at its end and its code), then the differences.
  public var text: String {
    let unit = quantity.unitSuffix
    var lines = [
      "Spring: mass \(SpringComparison.text(curve.mass)), "
        + "stiffness \(SpringComparison.text(curve.stiffness)), "
        + "damping \(SpringComparison.text(curve.damping)), "
        + "damping ratio \(SpringComparison.text(curve.dampingRatio)), "
        + "initial velocity \(SpringComparison.text(curve.initialVelocity))/s",
      "Given as \(given.api): "
        + given.values.map { "\($0.name) \(SpringComparison.text($0.value))" }
        .joined(separator: ", "),
    ]
    let settles =
      settlingDuration.map { "settles within 0.1 % at \(SpringComparison.ms($0)) ms" }
      ?? "never settles"
    if let peakTime, overshoot > 0 {
      lines.append(
        "Overshoot \(SpringComparison.text(overshoot * 100, decimals: 2)) % at "
          + "\(SpringComparison.ms(peakTime)) ms; \(settles)."
      )
    } else {
      lines.append("No overshoot; \(settles).")
    }
    lines.append(
      "Over \(SpringComparison.text(distance))\(unit) (\(quantity.rawValue)):"
    )
    lines.append("")
    for form in platforms {
      let duration = form.duration.map { "\(SpringComparison.ms($0)) ms" } ?? "never stops"
      let jump =
        form.endJump.map { ", jumps \(SpringComparison.text($0, decimals: 4))\(unit) at the end" }
        ?? ""
      lines.append("\(form.platform): \(duration)\(jump) (\(form.rule))")
      lines.append("  \(form.code)")
    }
    lines.append("")
    lines.append("Differences:")
    lines += differences.map { "  - \($0)" }
    return lines.joined(separator: "\n") + "\n"
  }
}
