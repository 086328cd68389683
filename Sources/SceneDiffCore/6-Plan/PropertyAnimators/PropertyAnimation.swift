/// A `res/animator` property animation (Android's `android.animation.Animator`): an
/// `<objectAnimator>`, an `<animator>` or a `<set>` of them, as `AnimatorInflater` builds it.
///
/// Unlike a view animation, a property animator sets the view's own properties (`alpha`,
/// `translationX`, …) while it runs and leaves the last value set when it ends.
/// ``animators(target:view:startMs:)`` turns it into plan animators, one per animated property
/// and cycle, each with its keyframes (see `Docs/view-animations.md`, "Property animators").
public struct PropertyAnimation: Sendable, Hashable {
  /// What the animation does.
  public enum Kind: Sendable, Hashable {
    /// `<set>`: its children, started together or one after another (`ordering`).
    case set([PropertyAnimation], sequentially: Bool)
    /// `<objectAnimator>` (with the properties it animates) or `<animator>` (a
    /// `ValueAnimator`, which animates no view property but takes its time in a set).
    case animator([Holder])
  }

  /// One animated property and its keyframes (`propertyName` with `valueFrom`/`valueTo`, or a
  /// `<propertyValuesHolder>`).
  public struct Holder: Sendable, Hashable {
    /// The view property.
    public var property: AnimatedProperty
    /// The keyframes, fractions from 0 to 1 increasing; the first and last at 0 and 1.
    public var keyframes: [HolderKeyframe]
    /// How values between keyframes are computed (`valueType`): ``AnimatorEvaluator/property``
    /// for `floatType`.
    public var evaluator: AnimatorEvaluator

    /// Creates a holder.
    public init(
      property: AnimatedProperty,
      keyframes: [HolderKeyframe],
      evaluator: AnimatorEvaluator = .property
    ) {
      self.property = property
      self.keyframes = keyframes
      self.evaluator = evaluator
    }
  }

  /// One keyframe of a holder (`<keyframe>`, or `valueFrom`/`valueTo`).
  public struct HolderKeyframe: Sendable, Hashable {
    /// Where in the animator's progress it sits, 0…1.
    public var fraction: Double
    /// The value, or `nil` for the view's current value when the animator starts (0 for a
    /// colour: a View has no colour getter).
    public var value: Double?
    /// The interpolator of the interval that ends here (`nil`: linear).
    public var interpolator: Interpolator?

    /// Creates a keyframe.
    public init(fraction: Double, value: Double?, interpolator: Interpolator? = nil) {
      self.fraction = fraction
      self.value = value
      self.interpolator = interpolator
    }
  }

  /// What it does.
  public var kind: Kind
  /// `android:duration`: one cycle, ms (`ValueAnimator`'s default, 300).
  public var durationMs: Double = 300
  /// `android:startOffset`: the start delay, ms, once before the first cycle.
  public var startOffsetMs: Double = 0
  /// `android:repeatCount`: extra cycles; negative means infinite.
  public var repeatCount = 0
  /// `android:repeatMode`: every second cycle backwards with `reverse`.
  public var repeatMode = ViewAnimation.RepeatMode.restart
  /// `android:interpolator`; `nil` is `ValueAnimator`'s default, AccelerateDecelerate.
  public var interpolator: Interpolator?
  /// The file and line it was read from, when it was read from one.
  public var location: SourceLocation?

  /// The transition name its plan animators carry.
  public static let className = "ObjectAnimator"

  /// Creates an animation with `ValueAnimator`'s defaults for every attribute not given.
  public init(_ kind: Kind, durationMs: Double = 300, interpolator: Interpolator? = nil) {
    self.kind = kind
    self.durationMs = durationMs
    self.interpolator = interpolator
  }

  /// Whether it, or any animation inside it, repeats forever.
  public var repeatsForever: Bool {
    switch kind {
    case .set(let children, _): children.contains(where: \.repeatsForever)
    case .animator: repeatCount < 0
    }
  }

  /// How long it runs from its start, in ms.
  ///
  /// That is its start delay and every cycle; a set's children together (the longest) or one
  /// after another (the sum). An infinite repeat counts one cycle.
  public var totalDurationMs: Double {
    switch kind {
    case .set(let children, let sequentially):
      let lengths = children.map(\.totalDurationMs)
      return sequentially ? lengths.reduce(0, +) : (lengths.max() ?? 0)
    case .animator:
      return startOffsetMs + durationMs * Double(cycles)
    }
  }

  /// The cycles a leaf runs, an infinite repeat counted once.
  var cycles: Int { repeatCount < 0 ? 1 : repeatCount + 1 }
}
