import SceneDiff
import SceneDiffTestSupport

@testable import SceneDiffExport

/// What a browser computes for a one-value ``WebTrack`` at a time: for checking exports
/// without a browser.
enum TrackEvaluator {
  /// The track's value at `t` ms, or `nil` once it has ended (the static style applies).
  ///
  /// Before its delay the first keyframe applies (fill backwards); while active, the progress
  /// goes through the timing function and then between the keyframes around it.
  static func value(_ track: WebTrack, at t: Double) -> Double? {
    if t >= track.delayMs + track.durationMs { return nil }
    let values = track.keyframes.map { number($0.declarations[0].value) }
    if t < track.delayMs { return values[0] }
    let eased = ease(track.easing, (t - track.delayMs) / track.durationMs)
    return piecewise(zip(track.keyframes.map(\.offset), values).map { ($0, $1) }, at: eased)
  }

  /// `12.5px` → 12.5.
  static func number(_ text: String) -> Double {
    Double(text.hasSuffix("px") ? String(text.dropLast(2)) : text) ?? .nan
  }

  /// A CSS timing function at input progress `p`.
  static func ease(_ easing: String, _ p: Double) -> Double {
    if easing == "linear" { return p }
    let inside = easing.drop { $0 != "(" }.dropFirst().dropLast()
    let parts = inside.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    if easing.hasPrefix("cubic-bezier") {
      let c = parts.map { Double($0) ?? .nan }
      return CSSEasing.cubicBezier(c[0], c[1], c[2], c[3], at: p)
    }
    // linear(output input%, …)
    let stops = parts.map { part -> (Double, Double) in
      let words = part.split(separator: " ")
      return ((Double(words[1].dropLast()) ?? .nan) / 100, Double(words[0]) ?? .nan)
    }
    return piecewise(stops, at: p)
  }

  /// Linear interpolation through `(x, y)` points sorted by x (extended flat outside).
  static func piecewise(_ points: [(Double, Double)], at x: Double) -> Double {
    guard let first = points.first, let last = points.last else { return .nan }
    if x <= first.0 { return first.1 }
    if x >= last.0 { return last.1 }
    for (a, b) in zip(points, points.dropFirst()) where x <= b.0 {
      if b.0 == a.0 { return b.1 }
      return a.1 + (b.1 - a.1) * (x - a.0) / (b.0 - a.0)
    }
    return last.1
  }
}

extension TrackEvaluator {
  /// What a browser computes for a one-value track at `t` ms with its fill mode and each
  /// keyframe's own timing function (`step-end` holds a keyframe's value until the next).
  ///
  /// `nil` outside the active interval where the fill does not reach (the static style
  /// applies): before the delay without `backwards`/`both`, after the end without
  /// `forwards`/`both`.
  static func filledValue(_ track: WebTrack, at t: Double) -> Double? {
    let values = track.keyframes.map { number($0.declarations[0].value) }
    let fillsBackwards = track.fill == "backwards" || track.fill == "both"
    let fillsForwards = track.fill == "forwards" || track.fill == "both"
    let progress: Double
    if t < track.delayMs {
      guard fillsBackwards else { return nil }
      progress = 0
    } else if t >= track.delayMs + track.durationMs {
      guard fillsForwards else { return nil }
      progress = 1
    } else {
      progress = ease(track.easing, (t - track.delayMs) / track.durationMs)
    }
    let offsets = track.keyframes.map(\.offset)
    // The interval holding `progress`: the last keyframe at or before it.
    guard let i = offsets.lastIndex(where: { $0 <= progress }) else { return values.first }
    guard i + 1 < offsets.count, offsets[i + 1] > offsets[i] else { return values[i] }
    let local = (progress - offsets[i]) / (offsets[i + 1] - offsets[i])
    let easing = track.keyframes[i].easing ?? "linear"
    let eased = easing == "step-end" ? 0 : ease(easing, local)
    return values[i] + (values[i + 1] - values[i]) * eased
  }
}
