/// An animator as a leaf transition creates it, before scheduling (§7).
///
/// 144 bytes: the interpolator the animator uses when neither the transition nor a set gives
/// one is its ``Animator/timing`` until the scheduler applies theirs (a copy of it, kept beside
/// and never read, made every record 16 bytes larger).
package struct PendingAnimator: Sendable {
  /// The animator; `startMs` holds only its own delay (propagation), `durationMs` a default.
  package var animator: Animator
  /// A view it keeps drawn until it ends, if any.
  package var presence: ViewPresence.Placement?
  /// ``pair``'s start index, `-1` for none (32 bits, as in ``FlatScene/Entry``: two optional
  /// `Int`s in an optional tuple took 32 bytes of every pending animator).
  private var pairStart: Int32 = -1
  /// ``pair``'s end index, `-1` for none.
  private var pairEnd: Int32 = -1
  /// Whether ``pair`` is set.
  private var hasPair = false

  /// Creates a pending animator.
  package init(
    animator: Animator,
    presence: ViewPresence.Placement? = nil,
    pair: (start: Int?, end: Int?)? = nil
  ) {
    self.animator = animator
    self.presence = presence
    self.pair = pair
  }

  /// The pair that produced it, as the leaf saw it (for propagation); `nil`: found from the
  /// target key.
  package var pair: (start: Int?, end: Int?)? {
    get {
      guard hasPair else { return nil }
      return (pairStart < 0 ? nil : Int(pairStart), pairEnd < 0 ? nil : Int(pairEnd))
    }
    set {
      hasPair = newValue != nil
      pairStart = newValue?.start.map { Int32($0) } ?? -1
      pairEnd = newValue?.end.map { Int32($0) } ?? -1
    }
  }
}

extension PendingAnimator {
  /// `ValueAnimator`'s default duration, 300 ms: what an animator a leaf creates runs for until
  /// the scheduler applies the transition's or its set's duration.
  package static var defaultDurationMs: Double { 300 }

  /// An animator as `createAnimator` makes it: no delay of its own yet, the 300 ms
  /// `ValueAnimator` default duration, and `defaultInterpolator` until the scheduler applies the
  /// transition's.
  package init(
    target: String,
    transition: String,
    property: AnimatedProperty,
    space: AnimatorSpace,
    from: AnimatedValue,
    to: AnimatedValue,
    path: AnimatorPath? = nil,
    defaultInterpolator: Interpolator = .accelerateDecelerate,
    presence: ViewPresence.Placement? = nil,
    pair: (start: Int?, end: Int?)? = nil
  ) {
    self.init(
      animator: Animator(
        target: target,
        transition: transition,
        property: property,
        space: space,
        from: from,
        to: to,
        startMs: 0,
        durationMs: Self.defaultDurationMs,
        timing: .interpolator(defaultInterpolator),
        path: path
      ),
      presence: presence,
      pair: pair
    )
  }
}
