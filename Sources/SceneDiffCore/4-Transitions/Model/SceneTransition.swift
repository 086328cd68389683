/// A transition description: what to animate and how, before it is applied to two scenes.
///
/// This is the value form of an Android `Transition` object graph — a leaf such as
/// ``ChangeBounds`` or ``Fade``, or a ``TransitionSet`` of further transitions — together with
/// the configuration every transition shares (duration, start delay, timing curve, match order,
/// targets). `nil` configuration values mean "unset", exactly as Android's `-1`/`null`.
///
/// Build one from a kind and modifiers, or with ``TransitionBuilder``:
///
/// ```swift
/// let expand = TransitionSet(.together) {
///   ChangeBounds().interpolator(.fastOutSlowIn)
///   Fade(mode: .in).startDelay(50)
/// }
/// .duration(300)
/// ```
public struct SceneTransition: Sendable, Hashable {
  /// Which transition this is, with its own options.
  public var kind: any TransitionKind
  /// Duration in ms; `nil` leaves the animators' default (300 ms).
  public var durationMs: Int?
  /// Start delay in ms; `nil` for none.
  public var startDelayMs: Int?
  /// The timing curve; `nil` leaves each animator's default (AccelerateDecelerate for most).
  public var curve: TimingCurve?
  /// The match order (only the root transition's is used); `nil` for Android's default.
  public var matchOrder: [MatchKind]?
  /// Target and exclude rules.
  public var targets: TargetRules
  /// The path motion (`nil`: a straight line), which a set passes to every child.
  public var pathMotion: PathMotion?
  /// The propagation (`nil`: the transition's own default), which a set passes to every child.
  ///
  /// Slide's default is side propagation, Explode's circular; the others have none.
  public var propagation: Propagation?
  /// The epicenter (`nil`: none), which a set passes to every child.
  public var epicenter: Epicenter?
  /// Where it was declared, if it came from a file.
  public var location: SourceLocation?

  /// Creates a transition.
  ///
  /// - Parameters:
  ///   - kind: Which transition, with its own options (``ChangeBounds``, ``TransitionSet``, …).
  ///   - durationMs: The duration in ms; `nil` for the default.
  ///   - startDelayMs: The start delay in ms; `nil` for none.
  ///   - interpolator: An Android interpolator, the common case; `curve` wins when both are set.
  ///   - curve: Any timing curve.
  ///   - matchOrder: The match order; `nil` for Android's default.
  ///   - targets: Target and exclude rules.
  ///   - pathMotion: The path motion; `nil` for straight lines.
  ///   - propagation: The propagation; `nil` for the kind's default.
  ///   - epicenter: The epicenter; `nil` for none.
  ///   - location: Where it was declared, for diagnostics.
  public init(
    _ kind: some TransitionKind,
    durationMs: Int? = nil,
    startDelayMs: Int? = nil,
    interpolator: Interpolator? = nil,
    curve: TimingCurve? = nil,
    matchOrder: [MatchKind]? = nil,
    targets: TargetRules = TargetRules(),
    pathMotion: PathMotion? = nil,
    propagation: Propagation? = nil,
    epicenter: Epicenter? = nil,
    location: SourceLocation? = nil
  ) {
    self.kind = kind
    self.durationMs = durationMs
    self.startDelayMs = startDelayMs
    self.curve = curve ?? interpolator.map(TimingCurve.interpolator)
    self.matchOrder = matchOrder
    self.targets = targets
    self.pathMotion = pathMotion
    self.propagation = propagation
    self.epicenter = epicenter
    self.location = location
  }

  /// The curve as an Android interpolator, when it is one (setting it sets ``curve``).
  public var interpolator: Interpolator? {
    get {
      guard case .interpolator(let interpolator)? = curve else { return nil }
      return interpolator
    }
    set { curve = newValue.map(TimingCurve.interpolator) }
  }

  /// The class name (`ChangeBounds`, `Fade`, `TransitionSet`, `AutoTransition`).
  public var className: String { kind.className }

  /// Android's default transition: Fade(OUT), then ChangeBounds, then Fade(IN), in sequence.
  public static var autoTransition: SceneTransition {
    SceneTransition(TransitionSet.auto())
  }

  /// Compares every field, the kinds by type and value.
  public static func == (lhs: SceneTransition, rhs: SceneTransition) -> Bool {
    lhs.kind.isEqual(to: rhs.kind) && lhs.durationMs == rhs.durationMs
      && lhs.startDelayMs == rhs.startDelayMs && lhs.curve == rhs.curve
      && lhs.matchOrder == rhs.matchOrder && lhs.targets == rhs.targets
      && lhs.pathMotion == rhs.pathMotion && lhs.propagation == rhs.propagation
      && lhs.epicenter == rhs.epicenter && lhs.location == rhs.location
  }

  /// Hashes consistently with ``==(_:_:)``.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: kind)))
    kind.hash(into: &hasher)
    hasher.combine(durationMs)
    hasher.combine(startDelayMs)
    hasher.combine(curve)
    hasher.combine(matchOrder)
    hasher.combine(targets)
    hasher.combine(pathMotion)
    hasher.combine(propagation)
    hasher.combine(epicenter)
    hasher.combine(location)
  }
}

extension TransitionKind {
  /// Whether `other` is a value of the same kind, equal to this one.
  func isEqual(to other: any TransitionKind) -> Bool {
    (other as? Self) == self
  }
}
