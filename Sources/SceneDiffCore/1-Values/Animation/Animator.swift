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
  /// The space the values are in.
  public var space: CoordinateSpace
  /// Values at fractions of the animation, first at 0 and last at 1 (at least two).
  public var keyframes: [Keyframe]
  /// When it starts, in ms from the start of the transition.
  public var startMs: Double
  /// How long it runs, in ms.
  public var durationMs: Double
  /// How elapsed time maps to progress.
  public var timing: TimingCurve
  /// The path a point value moves along, when the motion follows one.
  public var path: AnimatorPath?

  /// Creates an animator from two values.
  public init(
    target: String,
    transition: String,
    property: AnimatedProperty,
    space: CoordinateSpace,
    from: AnimatedValue,
    to: AnimatedValue,
    startMs: Double,
    durationMs: Double,
    timing: TimingCurve,
    path: AnimatorPath? = nil
  ) {
    self.target = target
    self.transition = transition
    self.property = property
    self.space = space
    self.keyframes = [Keyframe(fraction: 0, value: from), Keyframe(fraction: 1, value: to)]
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

/// A value at a fraction of an animator's progress.
public struct Keyframe: Sendable, Hashable {
  /// Progress, 0 at the start and 1 at the end.
  public var fraction: Double
  /// The value there.
  public var value: AnimatedValue

  /// Creates a keyframe.
  public init(fraction: Double, value: AnimatedValue) {
    self.fraction = fraction
    self.value = value
  }
}

/// The name of an animated property, as plans print it.
public struct AnimatedProperty: RawRepresentable, Sendable, Hashable, Comparable {
  /// The plan name (`bounds`, `alpha`).
  public var rawValue: String
  /// Creates a property from its plan name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Layout bounds `[left, top, right, bottom]` (ChangeBounds).
  public static let bounds = AnimatedProperty(rawValue: "bounds")
  /// Android's `transitionAlpha` multiplier (Fade); drawn opacity is `alpha × transitionAlpha`.
  public static let alpha = AnimatedProperty(rawValue: "alpha")
  /// Clip bounds `[left, top, right, bottom]`, view-local.
  public static let clipBounds = AnimatedProperty(rawValue: "clipBounds")
  /// Horizontal translation (Slide, Explode).
  public static let translationX = AnimatedProperty(rawValue: "translationX")
  /// Vertical translation (Slide, Explode).
  public static let translationY = AnimatedProperty(rawValue: "translationY")
  /// The view's animation matrix, 9 values, replacing its transform while it runs
  /// (ChangeTransform).
  public static let matrix = AnimatedProperty(rawValue: "matrix")
  /// An image view's image matrix, 9 values, view-local (ChangeImageTransform).
  public static let imageMatrix = AnimatedProperty(rawValue: "imageMatrix")
  /// Horizontal scroll offset, an integer pixel value (ChangeScroll).
  public static let scrollX = AnimatedProperty(rawValue: "scrollX")
  /// Vertical scroll offset, an integer pixel value (ChangeScroll).
  public static let scrollY = AnimatedProperty(rawValue: "scrollY")

  /// Orders by name.
  public static func < (lhs: AnimatedProperty, rhs: AnimatedProperty) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// The coordinate space an animator's values live in (design §3).
public enum CoordinateSpace: String, Sendable, Hashable {
  /// The view's parent in the end scene (layout bounds, a view animated in place).
  case parent
  /// The scene root: views drawn in the root overlay, or moved across parents.
  case root
  /// The view's own coordinates (clip bounds, image matrix).
  case local
}

/// An animated value.
public enum AnimatedValue: Sendable, Hashable {
  /// A number (alpha, translation, scroll).
  case scalar(Double)
  /// A rectangle (bounds, clip).
  case rect(Rect)
  /// A matrix (image matrix, transform).
  case matrix(Matrix)
  /// A point.
  case point(Point)
}

/// How elapsed time maps to progress.
public enum TimingCurve: Sendable, Hashable {
  /// An Android interpolator over a fixed duration.
  case interpolator(Interpolator)
}

/// The path point values follow.
public enum AnimatorPath: Sendable, Hashable {
  /// The whole rectangle moves with its top-left corner along this path (a pure move).
  case move(MotionPath)
  /// Each corner that changes follows its own path (ChangeBounds' corner animators).
  case corners(topLeft: MotionPath?, bottomRight: MotionPath?)
  /// A matrix's translation entries follow this path; the others interpolate linearly
  /// (ChangeTransform).
  case translation(MotionPath)
}
