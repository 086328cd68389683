import SceneDiffCore

extension PairFindings {
  /// token-duration and token-curve, when the linter has tokens.
  mutating func checkTokens() {
    guard let tokens = linter.tokens else { return }
    var seenDurations: Set<String> = []
    var seenCurves: Set<String> = []
    for animator in pair.plan.animators {
      let at = pair.location(ofClass: animator.transition)
      let durationKey = "\(animator.transition) \(animator.durationMs)"
      if !tokens.durations.isEmpty, seenDurations.insert(durationKey).inserted,
        !tokens.durations.contains(where: { abs($0.ms - animator.durationMs) < 0.5 }),
        let nearest = tokens.nearestDuration(to: animator.durationMs)
      {
        add(
          "token-duration",
          at: at,
          "duration \(Self.number(animator.durationMs)) ms (\(animator.transition)) is not a "
            + "duration token; nearest: \(nearest.name) (\(Self.number(nearest.ms)) ms)"
        )
      }
      let curve = animator.timing
      if case .spring = curve { continue }
      let curveText = curve.planJSON.render(indent: nil)
      guard !tokens.curves.isEmpty,
        seenCurves.insert("\(animator.transition) \(curveText)").inserted
      else { continue }
      let distances = tokens.curves.map { Self.distance(curve, $0.bezier) }
      guard let best = distances.indices.min(by: { distances[$0] < distances[$1] }),
        distances[best] > value("tolerance", "token-curve")
      else { continue }
      let token = tokens.curves[best]
      let points = [token.bezier.x1, token.bezier.y1, token.bezier.x2, token.bezier.y2]
        .map(Self.number).joined(separator: ", ")
      add(
        "token-curve",
        at: at,
        "curve \(curveText) (\(animator.transition)) is not a cubicBezier token; nearest: "
          + "\(token.name) (\(points)), which differs by up to \(Self.number(Self.rounded(distances[best])))"
      )
    }
  }

  /// The largest difference in progress between a curve and a token at every tenth of the
  /// time (0.1 … 0.9).
  static func distance(_ curve: TimingCurve, _ token: CubicBezier) -> Double {
    (1...9).map { step -> Double in
      let t = Double(step) / 10
      return abs(
        curve.progress(atFraction: t, durationMs: 1000) - token.value(at: t)
      )
    }.max() ?? 0
  }

  /// A difference to three decimals, for messages.
  static func rounded(_ value: Double) -> Double {
    (value * 1000).rounded() / 1000
  }
}
