import SceneDiffCore

extension TrackBuilder {
  /// One held track per property that property animators change on the node (`opacity`,
  /// `--tx`, `--ty`), each built from all of that property's animators in time order.
  ///
  /// A property animator writes nothing before it starts, sets its values while it runs and
  /// leaves its last value set after it ends; of two on one property the one started later
  /// wins (the sampler's rule). So the track runs from time 0 to the end of the last one: the
  /// view's own value until the first starts (held with `step-end`), each animator's own
  /// keyframes and timing over its interval (``scalarTrack(_:property:base:isLength:note:read:)``),
  /// its end value held until the next starts, cut where a later one takes over, and the last
  /// value filled forwards (`fill: both`). The tracks come after the node's other tracks, so
  /// they win over a transition's animation of the same value, as in the sampler.
  func propertyAnimatorTracks(isOverlayRoot: Bool) -> [WebTrack] {
    let runs = animators.filter(\.isPropertyAnimator)
    var properties: [AnimatedProperty] = []
    for a in runs where !properties.contains(a.property) { properties.append(a.property) }
    return properties.compactMap { property in
      let own = runs.filter { $0.property == property }
      switch property {
      case .alpha:
        return heldTrack(own, property: "opacity", base: view.alpha, isLength: false) { $0 }
      case .translationX, .translationY:
        let isX = property == .translationX
        let value = isX ? view.transform.translationX : view.transform.translationY
        // In the overlay only the change of translation moves the view.
        let offset = isOverlayRoot ? value : 0
        return heldTrack(own, property: isX ? "--tx" : "--ty", base: value - offset, isLength: true)
        { $0 - offset }
      default:
        return nil
      }
    }
  }

  /// The held track of one CSS value from the animators of one property (see
  /// ``propertyAnimatorTracks(isOverlayRoot:)``); `nil` when it never differs from `base`.
  private func heldTrack(
    _ runs: [Animator],
    property: String,
    base: Double,
    isLength: Bool,
    value: @escaping (Double) -> Double
  ) -> WebTrack? {
    let read = { (v: AnimatedValue) -> Double? in
      if case .scalar(let s) = v { value(s) } else { nil }
    }
    let active = TrackBuilder.active(runs)
    guard let last = active.last else { return nil }
    let format = { (v: Double) in isLength ? CSSValue.px(v) : CSSValue.number(v) }
    let note = "\(last.transition) \(last.property.rawValue) → \(property), held"
    let window = last.endMs
    guard window > 0 else {
      // Everything happens at time 0: the last value, held from the start.
      guard let v = read(last.to), v != base else { return nil }
      let frame = WebTrack.Keyframe(
        offset: 1,
        declarations: [.init(property: property, value: format(v))]
      )
      return WebTrack(
        part: .view,
        keyframes: [frame],
        durationMs: 0,
        delayMs: 0,
        easing: "linear",
        fill: "both",
        note: note
      )
    }
    let keyframe = { (t: Double, v: Double, easing: String?) in
      WebTrack.Keyframe(
        offset: min(1, max(0, t / window)),
        declarations: [.init(property: property, value: format(v))],
        easing: easing
      )
    }
    let points = self.points(
      active,
      window: window,
      read: read,
      property: property,
      base: base,
      isLength: isLength
    )
    guard points.contains(where: { $0.value != base }) else { return nil }
    let frames = points.map { keyframe($0.t, $0.value, $0.easing) }
    return WebTrack(
      part: .view,
      keyframes: frames,
      durationMs: window,
      delayMs: 0,
      easing: "linear",
      fill: "both",
      note: note
    )
  }

  /// The animators that set a property, in start order; of two starting together the later
  /// one listed wins (the sampler's rule), so the other is dropped.
  private static func active(_ runs: [Animator]) -> [Animator] {
    let ordered = runs.enumerated().sorted {
      ($0.element.startMs, $0.offset) < ($1.element.startMs, $1.offset)
    }.map(\.element)
    return ordered.enumerated().filter { i, a in
      i + 1 == ordered.count || ordered[i + 1].startMs > a.startMs
    }.map(\.element)
  }

  /// The held track's points in time order: the view's own value until the first animator
  /// starts, then each animator's ``segment(_:until:read:property:base:isLength:)``; where a
  /// value jumps as the next animator starts, the earlier point is moved just before it (CSS
  /// merges keyframes at one offset).
  private func points(
    _ active: [Animator],
    window: Double,
    read: @escaping (AnimatedValue) -> Double?,
    property: String,
    base: Double,
    isLength: Bool
  ) -> [(t: Double, value: Double, easing: String?)] {
    var points: [(t: Double, value: Double, easing: String?)] = []
    if let first = active.first, first.startMs > 0 { points.append((0, base, "step-end")) }
    let segments = active.enumerated().map { i, a in
      segment(
        a,
        until: i + 1 < active.count ? active[i + 1].startMs : nil,
        read: read,
        property: property,
        base: base,
        isLength: isLength
      )
    }
    for (i, segment) in segments.enumerated() {
      let next = i + 1 < segments.count ? segments[i + 1].first : nil
      for (k, point) in segment.enumerated() {
        var point = point
        if k == segment.count - 1, let next, point.t >= next.t, next.value != point.value {
          point.t = next.t - max(1e-3, window * 2e-6)
        }
        points.append(point)
      }
    }
    return points
  }

  /// One animator's values over its interval in the held track.
  ///
  /// The interval is cut at `next` when a later one starts. The points are its exact
  /// from → to keyframes with their timing when it runs to its end, else the engine's values
  /// at every frame up to the cut. The last point's easing is `step-end`: its value holds
  /// until the next point.
  private func segment(
    _ a: Animator,
    until next: Double?,
    read: @escaping (AnimatedValue) -> Double?,
    property: String,
    base: Double,
    isLength: Bool
  ) -> [(t: Double, value: Double, easing: String?)] {
    let to = read(a.to) ?? base
    guard a.durationMs > 0 else { return [(a.startMs, to, "step-end")] }
    func engine(_ t: Double) -> Double {
      sampler.value(of: a, at: t).flatMap(read) ?? to
    }
    if let next, next < a.endMs {
      // Cut by a later animator: the engine's values at every frame until it starts.
      let cut = next - max(1e-3, (a.endMs - a.startMs) * 2e-6)
      let times =
        [a.startMs]
        + FrameClock.grid(fps: fps, from: a.startMs, through: next)
        .filter { $0 > a.startMs && $0 < cut }
      var points = times.map { (t: $0, value: engine($0), easing: String?.none) }
      points.append((cut, engine(cut), "step-end"))
      return points
    }
    let track = scalarTrack(
      a,
      property: property,
      base: .nan,
      isLength: isLength,
      note: "",
      read: read
    )
    guard let track else {
      let from = read(a.from) ?? base
      return [(a.startMs, from, nil), (a.endMs, to, "step-end")]
    }
    var points = track.keyframes.map { frame in
      (
        t: a.startMs + frame.offset * a.durationMs,
        value: TrackBuilder.number(frame.declarations[0].value),
        easing: frame.easing
      )
    }
    if track.easing != "linear", !points.isEmpty { points[0].easing = track.easing }
    if !points.isEmpty { points[points.count - 1].easing = "step-end" }
    return points
  }

  /// The number in a formatted CSS value (`12.5px` → 12.5).
  private static func number(_ text: String) -> Double {
    Double(text.hasSuffix("px") ? String(text.dropLast(2)) : text) ?? .nan
  }
}
