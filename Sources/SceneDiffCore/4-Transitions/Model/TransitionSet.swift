/// Android's `TransitionSet`: child transitions run together or one after another.
public struct TransitionSet: TransitionKind {
  /// Android's `TransitionSet` (and `AutoTransition`, a set with fixed children).
  public static let descriptor = TransitionDescriptor(
    className: "TransitionSet",
    family: .androidTransition,
    timelineColor: "#757575"
  )

  /// How children are scheduled.
  public enum Ordering: String, Sendable, Hashable {
    /// All children start at once (`ORDERING_TOGETHER`, the default).
    case together
    /// Each child starts when the previous one ends (`ORDERING_SEQUENTIAL`).
    case sequential
  }

  /// How children are scheduled.
  public var ordering: Ordering
  /// The children, in order.
  public var children: [SceneTransition]
  /// `TransitionSet` or `AutoTransition`.
  public var className: String
  /// An interpolator declared on the set's XML element, which reaches no child.
  ///
  /// As in Android, it is stored but reaches no child (the set's constructor calls `setInterpolator` before the set's fields exist); an
  /// interpolator set in code (``SceneTransition/interpolator``) does reach every child.
  public var inertInterpolator: Interpolator?

  /// Creates a set.
  public init(
    ordering: Ordering = .together,
    children: [SceneTransition] = [],
    className: String = "TransitionSet",
    inertInterpolator: Interpolator? = nil
  ) {
    self.ordering = ordering
    self.children = children
    self.className = className
    self.inertInterpolator = inertInterpolator
  }

  /// AutoTransition's set: Fade(OUT), ChangeBounds, Fade(IN), sequential.
  public static func auto() -> TransitionSet {
    TransitionSet(
      ordering: .sequential,
      children: [
        SceneTransition(Fade(mode: .out)),
        SceneTransition(ChangeBounds()),
        SceneTransition(Fade(mode: .in)),
      ],
      className: "AutoTransition"
    )
  }
}
