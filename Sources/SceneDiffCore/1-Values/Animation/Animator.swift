/// One animated property of one view: what changes, between which values, when, and how.
///
/// An animator is plain data — target, property, keyframes, a timing curve, start and duration,
/// an optional path — so a plan can be sampled, re-timed or exported without knowing which
/// transition made it.
public struct Animator: Sendable, Hashable {
  /// The view key (see ``Plan``): the end view for matched and appearing views, the start view
  /// for views drawn in the overlay while they disappear.
  public var target: String
  /// The transition class that made it (`ChangeBounds`, `Fade`).
  public var transition: String
  /// The animated property.
  public var property: AnimatedProperty
  /// Values at fractions of the animation's progress: at least two, the first at 0, the last
  /// at 1, fractions increasing (see ``Keyframe``).
  public var keyframes: [Keyframe]
  /// When it starts, in ms from the start of the transition.
  public var startMs: Double
  /// How long it runs, in ms.
  public var durationMs: Double
  /// How elapsed time maps to progress.
  public var timing: TimingCurve
  // The two one-byte fields come after the 9-byte timing curve, in the padding before the
  // path (declared after the property and last, each took 8 bytes with its padding).
  /// The space the values are in.
  public var space: AnimatorSpace
  /// How values between keyframes are computed: the property's own evaluator unless a
  /// property animator's `valueType` says otherwise.
  public var evaluator = AnimatorEvaluator.property
  /// The path a point value moves along, when the motion follows one.
  public var path: AnimatorPath?

  /// Creates an animator from two values.
  public init(
    target: String,
    transition: String,
    property: AnimatedProperty,
    space: AnimatorSpace,
    from: AnimatedValue,
    to: AnimatedValue,
    startMs: Double,
    durationMs: Double,
    timing: TimingCurve,
    path: AnimatorPath? = nil
  ) {
    self.init(
      target: target,
      transition: transition,
      property: property,
      space: space,
      validKeyframes: [Keyframe(fraction: 0, value: from), Keyframe(fraction: 1, value: to)],
      startMs: startMs,
      durationMs: durationMs,
      timing: timing,
      path: path
    )
  }

  /// Creates an animator from its keyframes, or `nil` unless there are at least two, the
  /// first at fraction 0, the last at 1, and the fractions strictly increase.
  ///
  /// - Parameters:
  ///   - target: The view key.
  ///   - transition: The transition class that made it.
  ///   - property: The animated property.
  ///   - space: The space the values are in.
  ///   - keyframes: The values at fractions of the progress, each with the timing of the
  ///     interval leading up to it.
  ///   - startMs: When it starts, in ms from the start of the transition.
  ///   - durationMs: How long it runs, in ms.
  ///   - timing: How elapsed time maps to progress.
  ///   - path: The path a point value moves along, if any; it spans the whole animator.
  public init?(
    target: String,
    transition: String,
    property: AnimatedProperty,
    space: AnimatorSpace,
    keyframes: [Keyframe],
    startMs: Double,
    durationMs: Double,
    timing: TimingCurve,
    path: AnimatorPath? = nil
  ) {
    guard keyframes.count >= 2, keyframes.first?.fraction == 0, keyframes.last?.fraction == 1,
      zip(keyframes, keyframes.dropFirst()).allSatisfy({ $0.fraction < $1.fraction })
    else { return nil }
    self.init(
      target: target,
      transition: transition,
      property: property,
      space: space,
      validKeyframes: keyframes,
      startMs: startMs,
      durationMs: durationMs,
      timing: timing,
      path: path
    )
  }

  /// Creates an animator whose keyframes are `keyframes` as given, unchecked: what the two
  /// public initializers make once they have their keyframes, and what a leaf whose animators
  /// all run between the same values calls with one array it shares among them (Fade's
  /// 0 → 1 or 1 → 0, made once rather than one 240-byte allocation per animator).
  ///
  /// `keyframes` must be what ``init(target:transition:property:space:keyframes:startMs:durationMs:timing:path:)``
  /// accepts: two or more, the first at 0, the last at 1, the fractions increasing.
  init(
    target: String,
    transition: String,
    property: AnimatedProperty,
    space: AnimatorSpace,
    validKeyframes keyframes: [Keyframe],
    startMs: Double,
    durationMs: Double,
    timing: TimingCurve,
    path: AnimatorPath? = nil
  ) {
    self.target = target
    self.transition = transition
    self.property = property
    self.space = space
    self.keyframes = keyframes
    self.startMs = startMs
    self.durationMs = durationMs
    self.timing = timing
    self.path = path
  }

  /// The value at fraction 0.
  public var from: AnimatedValue { keyframes[0].value }
  /// The value at fraction 1.
  public var to: AnimatedValue { keyframes[keyframes.count - 1].value }
  /// `startMs + durationMs`.
  public var endMs: Double { startMs + durationMs }
}
