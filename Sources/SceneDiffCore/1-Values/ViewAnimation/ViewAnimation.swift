/// A `res/anim` view animation (Android's `android.view.animation.Animation`): a `<set>` or one
/// of `<alpha>`, `<translate>`, `<scale>`, `<rotate>`, `<cliprect>`, with the attributes every
/// tag shares.
///
/// A view animation never changes a view's properties: at each instant it yields a
/// ``ViewAnimationTransformation`` (a matrix, an alpha multiplier, maybe a clip) that is drawn
/// after the view's own transform. ``initialized()`` applies a set's rules once (push-down of
/// its attributes, interpolator sharing) and ``transformation(atElapsedMs:size:parentSize:)``
/// reproduces `Animation.getTransformation` (`platform-transitions.md` §1.5–§1.7).
public struct ViewAnimation: Sendable, Hashable {
  /// What the animation does.
  public enum Kind: Sendable, Hashable {
    /// `<set>`: its children, all started together; `shareInterpolator` defaults to `true`.
    case set([ViewAnimation], shareInterpolator: Bool)
    /// `<alpha>`: `fromAlpha` → `toAlpha` (1 each when absent).
    case alpha(from: Double, to: Double)
    /// `<translate>`: `fromXDelta` → `toXDelta`, `fromYDelta` → `toYDelta`.
    case translate(
      fromX: ViewAnimationValue,
      toX: ViewAnimationValue,
      fromY: ViewAnimationValue,
      toY: ViewAnimationValue
    )
    /// `<scale>`: factors (0 each when absent) about a pivot.
    case scale(
      fromX: Double,
      toX: Double,
      fromY: Double,
      toY: Double,
      pivotX: ViewAnimationValue,
      pivotY: ViewAnimationValue
    )
    /// `<rotate>`: degrees, clockwise on a y-down screen, about a pivot.
    case rotate(from: Double, to: Double, pivotX: ViewAnimationValue, pivotY: ViewAnimationValue)
    /// `<cliprect>`: clip edges `[left, top, right, bottom]` from → to.
    case clipRect(from: [ViewAnimationValue], to: [ViewAnimationValue])
  }

  /// `android:repeatMode`.
  public enum RepeatMode: String, Sendable, Hashable {
    /// Each cycle runs from the start again.
    case restart
    /// Every second cycle runs backwards (time is mirrored before the interpolator).
    case reverse
  }

  /// `android:zAdjustment`: honoured by window animations only; views ignore it.
  public enum ZAdjustment: String, Sendable, Hashable {
    /// Keep the normal order.
    case normal
    /// Draw on top.
    case top
    /// Draw below.
    case bottom
  }

  /// The attributes a `<set>` element wrote, which it pushes down to its children.
  public struct PushedDown: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public var rawValue: Int
    /// Creates a set of attributes from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `android:duration` replaces each child's.
    public static let duration = PushedDown(rawValue: 1)
    /// `android:startOffset` is added to each child's.
    public static let startOffset = PushedDown(rawValue: 2)
    /// `android:fillBefore` replaces each child's.
    public static let fillBefore = PushedDown(rawValue: 4)
    /// `android:fillAfter` replaces each child's.
    public static let fillAfter = PushedDown(rawValue: 8)
    /// `android:repeatMode` replaces each child's.
    public static let repeatMode = PushedDown(rawValue: 16)
  }

  /// What it does.
  public var kind: Kind
  /// `android:duration`: one cycle, ms (0 by default).
  public var durationMs: Double = 0
  /// `android:startOffset`: delay before each cycle, ms.
  public var startOffsetMs: Double = 0
  /// `android:fillEnabled`: when false, the start value shows before the start and the end
  /// value after the end, whatever `fillBefore` says.
  public var fillEnabled = false
  /// `android:fillBefore` (consulted only with `fillEnabled`).
  public var fillBefore = true
  /// `android:fillAfter`: keep the end value once the whole animation has ended.
  public var fillAfter = false
  /// `android:repeatCount`: extra cycles; negative means infinite.
  public var repeatCount = 0
  /// `android:repeatMode`.
  public var repeatMode = RepeatMode.restart
  /// `android:interpolator`; `nil` is the class default, AccelerateDecelerate.
  public var interpolator: Interpolator?
  /// `android:zAdjustment`.
  public var zAdjustment = ZAdjustment.normal
  /// For a `<set>`: which of its attributes it wrote and so pushes down to its children.
  public var pushedDown: PushedDown = []
  /// The file and line it was read from, when it was read from one.
  public var location: SourceLocation?

  /// Creates an animation with Android's defaults for every attribute not given.
  public init(_ kind: Kind, durationMs: Double = 0, interpolator: Interpolator? = nil) {
    self.kind = kind
    self.durationMs = durationMs
    self.interpolator = interpolator
  }

  /// The Android class the tag inflates to (`AnimationSet`, `AlphaAnimation`, …).
  public var className: String {
    switch kind {
    case .set: "AnimationSet"
    case .alpha: "AlphaAnimation"
    case .translate: "TranslateAnimation"
    case .scale: "ScaleAnimation"
    case .rotate: "RotateAnimation"
    case .clipRect: "ClipRectAnimation"
    }
  }

  /// The children of a set; empty for any other tag.
  public var children: [ViewAnimation] {
    if case .set(let children, _) = kind { return children }
    return []
  }

  /// Whether it repeats forever.
  public var repeatsForever: Bool { repeatCount < 0 }
}
