import SceneDiffCore

/// Turns one node's animators into ``WebTrack``s (see ``WebScene`` for the mapping).
struct TrackBuilder: Sendable {
  /// The plan's sampler.
  let sampler: Sampler
  /// The plan's total duration, in ms.
  let totalMs: Double
  /// The end scene's pixel grid, on which the engine rounds bounds.
  let grid: PixelGrid
  /// The node.
  let node: Int
  /// Frames per second of `linear()` stops and sampled keyframes.
  let fps: Int
  /// Whether the plan has an interaction: every moving node is then sampled on the wall clock
  /// through ``totalMs`` (``interactiveTracks()``).
  var interactive = false

  /// The properties mapped one animator at a time; anything else samples the whole box.
  static let directProperties: Set<AnimatedProperty> = [
    .bounds, .alpha, .translationX, .translationY, .clipBounds, .scrollX, .scrollY, .imageMatrix,
  ]

  /// The node's view.
  var view: ViewNode { sampler.nodes[node].view }
  /// The animators that change the node, in plan order.
  var animators: [Animator] { sampler.animators(ofNode: node) }

  /// The static `transform`: the registered `--tx`/`--ty` translation, then the rest of the
  /// view's matrix (rotation and scale about its pivot) at its end size.
  var restTransform: String {
    var rest = view.transform
    rest.translationX = 0
    rest.translationY = 0
    let m = rest.matrix(width: view.width, height: view.height)
    return "translate(var(--tx), var(--ty))" + (m.isIdentity ? "" : " " + CSSValue.transform(m))
  }

  /// Whether the whole box is written as sampled keyframes: for a ghost (its state is composed
  /// through its end parent), for a view running a view animation, for a ChangeTransform
  /// matrix or a property not mapped one by one (also on an overlay root: an iOS snapshot's
  /// opacity or flip), and for a rotated or scaled view whose default pivot (the centre) moves
  /// with an
  /// animated size.
  var isSampled: Bool {
    switch sampler.nodes[node].source {
    case .ghost, .scrim: return true
    case .end: break
    case .overlayChild: return false
    case .overlayRoot:
      // An iOS snapshot (opacity, flip, visible part) or a scaled Material overlay view
      // (ScaleProvider, a container transform's start layer) is sampled as a whole box.
      return animators.contains { !TrackBuilder.directProperties.contains($0.property) }
    }
    if !sampler.nodes[node].viewAnimations.isEmpty { return true }
    if animators.contains(where: { !TrackBuilder.directProperties.contains($0.property) }) {
      return true
    }
    let t = view.transform
    guard !t.isTranslationOnly, t.pivotX == nil || t.pivotY == nil else { return false }
    return animators.contains { a in
      guard a.property == .bounds else { return false }
      return a.keyframes.contains {
        guard case .rect(let r) = $0.value else { return true }
        return r.width != view.width || r.height != view.height
      }
    }
  }

  /// Every track of the node, in plan order: its drawn window (``visibilityTrack()``), its box
  /// (sampled, or one animator at a time with ``directTracks(_:isOverlayRoot:)``), then, unless
  /// it is an overlay root, its clip, its children's scroll and its image (``partTracks(hasImage:)``).
  func tracks(hasImage: Bool) -> [WebTrack] {
    if interactive { return interactiveTracks() }
    var result: [WebTrack] = []
    if let visibility = visibilityTrack() { result.append(visibility) }
    let isOverlayRoot: Bool
    if case .overlayRoot = sampler.nodes[node].source {
      isOverlayRoot = true
    } else {
      isOverlayRoot = false
    }
    if isSampled {
      result += sampledBoxTrack()
    } else {
      for a in animators where !a.isPropertyAnimator {
        result += directTracks(a, isOverlayRoot: isOverlayRoot)
      }
      result += propertyAnimatorTracks(isOverlayRoot: isOverlayRoot)
    }
    if !isOverlayRoot || animators.contains(where: { $0.property == .clipBounds }) {
      result += partTracks(hasImage: hasImage)
    } else {
      result += snapshotClipTrack()
    }
    return result
  }

  /// `visibility: visible` until the node stops being drawn, over its hidden static style;
  /// `nil` for a node drawn throughout or never.
  private func visibilityTrack() -> WebTrack? {
    let until = sampler.nodes[node].drawnUntilMs
    guard until > 0, until < .infinity else { return nil }
    let shown = [WebTrack.Declaration(property: "visibility", value: "visible")]
    return WebTrack(
      part: .view,
      keyframes: [
        .init(offset: 0, declarations: shown), .init(offset: 1, declarations: shown),
      ],
      durationMs: until,
      delayMs: 0,
      easing: "linear",
      fill: "none",
      note: "drawn until \(JSONValue.format(until)) ms, then hidden"
    )
  }

  /// The whole box (place, size, matrix, opacity) sampled until the node's animators and view
  /// animations end, or over the whole transition for a ghost.
  private func sampledBoxTrack() -> [WebTrack] {
    var window: Double?
    if case .ghost = sampler.nodes[node].source { window = totalMs }
    let runs = sampler.nodes[node].viewAnimations
    if !runs.isEmpty {
      // A view animation's box is sampled until it ends (or over the whole transition).
      let ends = runs.map { $0.endMs ?? totalMs } + animators.map(\.endMs)
      window = min(ends.max() ?? totalMs, max(totalMs, 1))
    }
    // Property animators leave their last values set: the box holds its state at the end.
    let holds =
      animators.contains(where: \.isPropertyAnimator) && runs.allSatisfy { $0.endMs != nil }
    return sampledTrack(
      part: .view,
      animators: animators,
      through: window,
      holdsEnd: holds,
      note: "sampled box ("
        + (Set(animators.map(\.property.rawValue)).sorted()
        + runs.map { "view animation \($0.source)" })
        .joined(separator: ", ") + ")"
    ) { state in
      [
        ("left", CSSValue.px(state.x)), ("top", CSSValue.px(state.y)),
        ("width", CSSValue.px(state.width)), ("height", CSSValue.px(state.height)),
        ("transform", "translate(0px, 0px) " + CSSValue.transform(state.transform)),
        ("opacity", CSSValue.number(state.opacity)),
      ]
    }
  }

  /// The sampled tracks of the node's other parts: its clip as `clip-path`, its children's
  /// scroll as the content part's `transform`, and its image matrix as the image part's
  /// `transform`; each empty without its animators.
  private func partTracks(hasImage: Bool) -> [WebTrack] {
    var result: [WebTrack] = []
    let clips = animators.filter { $0.property == .clipBounds }
    result += sampledTrack(part: .view, animators: clips, note: "clipBounds → clip-path") { s in
      let clip = s.clip.map { WebScene.inset($0, width: s.width, height: s.height) }
      return [("clip-path", clip ?? "inset(0px)")]
    }
    if !sampler.nodes[node].children.isEmpty {
      let scrolls = animators.filter { $0.property == .scrollX || $0.property == .scrollY }
      result += sampledTrack(
        part: .content,
        animators: scrolls,
        note: "scroll → content transform"
      ) {
        [("transform", "translate(\(CSSValue.px(-$0.scrollX)), \(CSSValue.px(-$0.scrollY)))")]
      }
    }
    if hasImage, let image = view.image {
      let images = animators.filter { $0.property == .imageMatrix }
      result += sampledTrack(part: .image, animators: images, note: "imageMatrix → transform") {
        s in
        let m =
          s.imageMatrix ?? ImagePlacement.matrix(image, width: s.width, height: s.height)
          ?? .identity
        return [("transform", CSSValue.transform(m))]
      }
    }
    return result
  }

  /// An iOS snapshot's visible part (`visibleRect`, the curl and `moveIn` approximations) as
  /// a sampled `clip-path`; empty without it.
  private func snapshotClipTrack() -> [WebTrack] {
    let parts = animators.filter { $0.property == .visibleRect }
    return sampledTrack(part: .view, animators: parts, note: "visibleRect → clip-path") { s in
      let clip = s.clip.map { WebScene.inset($0, width: s.width, height: s.height) }
      return [("clip-path", clip ?? "inset(0px)")]
    }
  }

  // MARK: - One animator, one value

  /// The tracks of one animator mapped value by value (bounds, alpha, translation).
  private func directTracks(_ a: Animator, isOverlayRoot: Bool) -> [WebTrack] {
    let label = "\(a.transition) \(a.property.rawValue)"
    switch a.property {
    case .bounds where !isOverlayRoot:
      let edges: [(String, (Rect) -> Double, Double)] = [
        ("left", \.left, view.x), ("top", \.top, view.y), ("width", \.width, view.width),
        ("height", \.height, view.height),
      ]
      return edges.compactMap { name, read, base in
        scalarTrack(a, property: name, base: base, isLength: true, note: "\(label) → \(name)") {
          if case .rect(let r) = $0 { read(r) } else { nil }
        }
      }
    case .alpha:
      return [
        scalarTrack(
          a,
          property: "opacity",
          base: view.alpha,
          isLength: false,
          note: "\(label) → opacity"
        ) {
          if case .scalar(let v) = $0 { view.alpha * v } else { nil }
        }
      ].compactMap(\.self)
    case .translationX, .translationY:
      let isX = a.property == .translationX
      let own = isX ? view.transform.translationX : view.transform.translationY
      // In the overlay only the change of translation moves the view.
      let offset = isOverlayRoot ? own : 0
      let name = isX ? "--tx" : "--ty"
      return [
        scalarTrack(
          a,
          property: name,
          base: own - offset,
          isLength: true,
          note: "\(label) → \(name)"
        ) {
          if case .scalar(let v) = $0 { v - offset } else { nil }
        }
      ].compactMap(\.self)
    default:
      return []
    }
  }

  /// One animation of one CSS value from one animator, or `nil` when it never differs from
  /// the static style.
  ///
  /// A zero-duration animator holds its start value until it starts. Otherwise the engine's
  /// values at the start and at every frame inside the animator decide: none when every value
  /// is the static one, else a from → to track whose timing ``timed(_:_:from:to:samples:engine:isLength:read:keyframe:)``
  /// chooses.
  func scalarTrack(
    _ a: Animator,
    property: String,
    base: Double,
    isLength: Bool,
    note: String,
    read: (AnimatedValue) -> Double?
  ) -> WebTrack? {
    guard let from = read(a.from), let to = read(a.to) else { return nil }
    let format = { (v: Double) in isLength ? CSSValue.px(v) : CSSValue.number(v) }
    let keyframe = { (offset: Double, v: Double) in
      WebTrack.Keyframe(offset: offset, declarations: [.init(property: property, value: format(v))])
    }
    guard a.durationMs > 0 else {
      if from == base { return nil }
      return WebTrack(
        part: .view,
        keyframes: [keyframe(0, from), keyframe(1, from)],
        durationMs: 0,
        delayMs: a.startMs,
        easing: "linear",
        fill: "backwards",
        note: note
      )
    }
    func engine(_ t: Double) -> Double {
      sampler.value(of: a, at: t).flatMap(read) ?? to
    }
    let times =
      [a.startMs]
      + FrameClock.grid(fps: fps, from: a.startMs, through: a.endMs)
      .filter { $0 > a.startMs && $0 < a.endMs }
    let values = times.map(engine)
    let limit = engine(a.endMs - 1e-6)
    if from == to, from == base, limit == base, values.allSatisfy({ $0 == base }) { return nil }
    let track = WebTrack(
      part: .view,
      keyframes: [keyframe(0, from), keyframe(1, to)],
      durationMs: a.durationMs,
      delayMs: a.startMs,
      easing: "linear",
      fill: "backwards",
      note: note
    )
    return timed(
      track,
      a,
      from: from,
      to: to,
      samples: (times, values, limit),
      engine: engine,
      isLength: isLength,
      read: read,
      keyframe: keyframe
    )
  }

  /// A from → to track with the timing a browser runs closest to the engine: the curve's CSS
  /// form or the animator's own keyframes when they fit (``cssForm(_:from:to:keyed:tolerance:read:keyframe:fits:)``),
  /// else a `linear()` easing through the engine's values at every frame, else (no change end
  /// to end, or keyframes CSS cannot run) the engine's values themselves as keyframes.
  ///
  /// `samples` holds the engine's values (`engine(t)`) at each of `times`, the start and every
  /// frame inside the animator, and just before the end (`limit`).
  private func timed(
    _ track: WebTrack,
    _ a: Animator,
    from: Double,
    to: Double,
    samples: (times: [Double], values: [Double], limit: Double),
    engine: (Double) -> Double,
    isLength: Bool,
    read: (AnimatedValue) -> Double?,
    keyframe: (Double, Double) -> WebTrack.Keyframe
  ) -> WebTrack {
    let (times, values, limit) = samples
    var track = track
    let progress = { (t: Double) in (t - a.startMs) / a.durationMs }
    let tolerance = isLength ? WebScene.tolerance : WebScene.opacityTolerance
    let checks = Array(stride(from: a.startMs, to: a.endMs, by: 1)) + times + [a.endMs - 1e-6]
    // Whether a browser running `curve` (value at input progress) stays within `allowance` of
    // the engine at every millisecond and frame.
    func fits(_ curve: (Double) -> Double, _ allowance: Double) -> Bool {
      checks.allSatisfy { t in abs(curve(progress(t)) - engine(t)) <= allowance }
    }
    let keyed = a.keyframes.count > 2 || a.keyframes.contains(where: { $0.timing != nil })
    let css = cssForm(
      a,
      from: from,
      to: to,
      keyed: keyed,
      tolerance: tolerance,
      read: read,
      keyframe: keyframe,
      fits: fits
    )
    if let css {
      track.keyframes = css.keyframes ?? track.keyframes
      track.easing = css.easing
      if css.keyframes != nil { track.note += ", keyframes" }
      return track
    }
    if !keyed, from != to {
      let stops = zip(times, values).map {
        (input: progress($0), output: ($1 - from) / (to - from))
      }
      track.easing = CSSEasing.linear(stops + [(input: 1, output: (limit - from) / (to - from))])
      return track
    }
    track.keyframes = zip(times, values).map { keyframe(progress($0), $1) } + [keyframe(1, limit)]
    track.note += ", sampled"
    return track
  }

  /// The CSS form of an animator's timing that a browser runs within the allowance of the
  /// engine (`fits`), or `nil`: the exact form of its curve (``CSSEasing/exact(_:durationMs:tolerance:)``)
  /// for a from → to animator, its own keyframes (with their keyframes and a `linear` easing)
  /// for a keyframed one.
  ///
  /// Android interpolators must stay within `tolerance` of the engine. Cubic Béziers and
  /// springs are the browser's own curves: only the engine's whole-pixel rounding of bounds
  /// separates them, so they may also differ by that half pixel.
  private func cssForm(
    _ a: Animator,
    from: Double,
    to: Double,
    keyed: Bool,
    tolerance: Double,
    read: (AnimatedValue) -> Double?,
    keyframe: (Double, Double) -> WebTrack.Keyframe,
    fits: ((Double) -> Double, Double) -> Bool
  ) -> (easing: String, keyframes: [WebTrack.Keyframe]?)? {
    let rounding = a.property == .bounds ? 0.5 / grid.density : 0
    if keyed {
      guard let keys = keyframed(a, tolerance: tolerance, read: read, keyframe: keyframe),
        fits(keys.value, tolerance + rounding)
      else { return nil }
      return ("linear", keys.keyframes)
    }
    guard from != to,
      let exact = CSSEasing.exact(
        a.timing,
        durationMs: a.durationMs,
        tolerance: tolerance / abs(to - from)
      )
    else { return nil }
    let allowance: Double
    if case .interpolator = a.timing {
      allowance = tolerance
    } else {
      allowance = tolerance + rounding
    }
    guard fits({ from + (to - from) * exact.value(at: $0) }, allowance) else { return nil }
    return (exact.css, nil)
  }

  /// An animator's own keyframes as CSS keyframes, each interval with its keyframe's timing
  /// function, and the value a browser computes from them at input progress `p`; `nil` unless
  /// the animator's timing is linear and every keyframe's timing has a CSS form (linear, a
  /// cubic Bézier, a spring's `linear()` or an interpolator's exact form).
  ///
  /// CSS applies a timing function per keyframe interval and has no timing over the whole
  /// animation, so only a linear overall timing maps exactly.
  private func keyframed(
    _ a: Animator,
    tolerance: Double,
    read: (AnimatedValue) -> Double?,
    keyframe: (Double, Double) -> WebTrack.Keyframe
  ) -> (keyframes: [WebTrack.Keyframe], value: (Double) -> Double)? {
    switch a.timing {
    case .interpolator(.linear): break
    case .cubicBezier(let c) where c.x1 == c.y1 && c.x2 == c.y2: break
    default: return nil
    }
    let offsets = a.keyframes.map(\.fraction)
    var values: [Double] = []
    for k in a.keyframes {
      guard let v = read(k.value) else { return nil }
      values.append(v)
    }
    var frames = zip(offsets, values).map { keyframe($0, $1) }
    var curves: [CSSEasing.Exact?] = [nil]
    for i in a.keyframes.indices.dropFirst() {
      let distance = abs(values[i] - values[i - 1])
      switch a.keyframes[i].timing {
      case nil, .interpolator(.linear)?:
        curves.append(nil)
      case let timing?:
        let exact = CSSEasing.exact(
          timing,
          durationMs: (offsets[i] - offsets[i - 1]) * a.durationMs,
          tolerance: distance > 0 ? tolerance / distance : 1
        )
        guard let exact else { return nil }
        frames[i - 1].easing = exact.css
        curves.append(exact)
      }
    }
    let value = { (p: Double) -> Double in
      let i = offsets.indices.dropFirst().first { p <= offsets[$0] } ?? offsets.count - 1
      let span = offsets[i] - offsets[i - 1]
      let local = span > 0 ? (p - offsets[i - 1]) / span : 1
      let eased = curves[i]?.value(at: local) ?? local
      return values[i - 1] + (values[i] - values[i - 1]) * eased
    }
    return (frames, value)
  }

  // MARK: - Sampled keyframes

  /// Keyframes of the node's sampled state at every frame until the last of `animators` ends
  /// (or until `end` when given).
  ///
  /// Timing is `linear` between them. Empty without animators.
  private func sampledTrack(
    part: WebTrack.Part,
    animators: [Animator],
    through end: Double? = nil,
    holdsEnd: Bool = false,
    extraTimes: [Double] = [],
    note: String,
    declarations: (DrawNodeState) -> [(String, String)]
  ) -> [WebTrack] {
    guard let window = end ?? animators.map(\.endMs).max(), window > 0 else { return [] }
    var times = Set(FrameClock.grid(fps: fps, from: 0, through: window)).union(extraTimes)
    for a in animators {
      times.insert(a.startMs)
      times.insert(a.endMs)
    }
    let inside = times.filter { $0 >= 0 && $0 < window }.sorted()
    var keyframes = inside.map { t in
      WebTrack.Keyframe(
        offset: t / window,
        declarations: declarations(sampler.draw(at: t).states[node]).map {
          WebTrack.Declaration(property: $0.0, value: $0.1)
        }
      )
    }
    // The last keyframe is the value just before the end; at the end the static style applies,
    // unless the track holds the state at its end (filled forwards).
    keyframes.append(
      WebTrack.Keyframe(
        offset: 1,
        declarations: declarations(sampler.draw(at: holdsEnd ? window : window - 1e-6).states[node])
          .map {
            WebTrack.Declaration(property: $0.0, value: $0.1)
          }
      )
    )
    return [
      WebTrack(
        part: part,
        keyframes: keyframes,
        durationMs: window,
        delayMs: 0,
        easing: "linear",
        fill: holdsEnd ? "both" : "backwards",
        note: note + (holdsEnd ? ", held" : "")
      )
    ]
  }

  /// The tracks of a node in a plan with an interaction.
  ///
  /// The motion a finger makes, sampled on the wall clock from 0 through ``totalMs`` (the end of the interaction's last segment)
  /// and held after it (`fill: both`, since a cancel ends at the start values, not at the
  /// static end style). A node with animators or view animations gets its whole box, opacity,
  /// visibility and clip; one drawn only for a while, its visibility.
  private func interactiveTracks() -> [WebTrack] {
    let moves = !animators.isEmpty || !sampler.nodes[node].viewAnimations.isEmpty
    let drawnFor = sampler.nodes[node].drawnUntilMs
    guard moves || (drawnFor > 0 && drawnFor < .infinity) else { return [] }
    let clips = animators.contains { $0.property == .clipBounds || $0.property == .visibleRect }
    return sampledTrack(
      part: .view,
      animators: [],
      through: max(totalMs, 1),
      holdsEnd: true,
      // Each step of the script, and the instant before it, so that a jump stays a jump.
      extraTimes: (sampler.interaction?.segments ?? []).flatMap {
        [$0.startMs - 0.001, $0.startMs]
      },
      note: "sampled through the interaction (wall clock)"
    ) { state in
      var declarations = [("visibility", state.visible ? "visible" : "hidden")]
      guard moves else { return declarations }
      declarations += [
        ("left", CSSValue.px(state.x)), ("top", CSSValue.px(state.y)),
        ("width", CSSValue.px(state.width)), ("height", CSSValue.px(state.height)),
        ("transform", "translate(0px, 0px) " + CSSValue.transform(state.transform)),
        ("opacity", CSSValue.number(state.opacity)),
      ]
      if clips {
        let clip = state.clip.map { WebScene.inset($0, width: state.width, height: state.height) }
        declarations.append(("clip-path", clip ?? "inset(0px)"))
      }
      return declarations
    }
  }
}
