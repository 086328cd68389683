import SceneDiffCore

extension PlanDocument {
  /// One entry of a plan's `animators`, its values kept as JSON.
  ///
  /// Values stay ``/SceneDiffCore/JSONValue``s (a number, or an array for rectangles, points
  /// and matrices; a name or an object for a curve; SVG path data or a corner object for a
  /// path), so any animator kind a plan can hold is compared the same way.
  public struct Animator: Sendable, Hashable {
    /// The view key.
    public var target: String
    /// The transition class that made it (`"ChangeBounds"`).
    public var transition: String
    /// The animated property (`"bounds"`, `"alpha"`).
    public var property: String
    /// Where its values live: `"parent"`, `"root"` or `"local"`.
    public var space: String
    /// The start value.
    public var from: JSONValue
    /// The end value.
    public var to: JSONValue
    /// The `keyframes` array, when the plan writes one.
    public var keyframes: JSONValue?
    /// When it starts, in ms.
    public var startMs: Double
    /// How long it runs, in ms.
    public var durationMs: Double
    /// The timing curve as the plan writes it.
    public var interpolator: JSONValue
    /// The motion path, when it has one.
    public var path: JSONValue?

    /// Creates an animator entry.
    public init(
      target: String,
      transition: String,
      property: String,
      space: String,
      from: JSONValue,
      to: JSONValue,
      keyframes: JSONValue? = nil,
      startMs: Double,
      durationMs: Double,
      interpolator: JSONValue,
      path: JSONValue? = nil
    ) {
      self.target = target
      self.transition = transition
      self.property = property
      self.space = space
      self.from = from
      self.to = to
      self.keyframes = keyframes
      self.startMs = startMs
      self.durationMs = durationMs
      self.interpolator = interpolator
      self.path = path
    }

    /// The entry a plan's JSON writes for `animator`.
    public init(animator: SceneDiffCore.Animator) {
      let json = animator.json
      self.init(
        target: animator.target,
        transition: animator.transition,
        property: animator.property.rawValue,
        space: animator.space.rawValue,
        from: animator.from.json,
        to: animator.to.json,
        keyframes: json["keyframes"],
        startMs: animator.startMs,
        durationMs: animator.durationMs,
        interpolator: animator.timing.planJSON,
        path: animator.path?.json
      )
    }

    /// When it ends: `startMs + durationMs`.
    public var endMs: Double { startMs + durationMs }

    /// The entry as plan JSON, keys in the plan's order.
    public var json: JSONValue {
      var pairs: [(String, JSONValue)] = [
        ("target", .string(target)), ("transition", .string(transition)),
        ("property", .string(property)), ("space", .string(space)), ("from", from), ("to", to),
      ]
      if let keyframes { pairs.append(("keyframes", keyframes)) }
      pairs += [
        ("startMs", .number(startMs)), ("durationMs", .number(durationMs)),
        ("interpolator", interpolator),
      ]
      if let path { pairs.append(("path", path)) }
      return .object(pairs)
    }
  }
}
