/// A transition description: what to animate and how, before it is applied to two scenes.
///
/// This is the value form of an Android `Transition` object graph — a leaf such as
/// ``ChangeBounds`` or ``Fade``, or a ``TransitionSet`` of further transitions — together with
/// the configuration every transition shares (duration, start delay, interpolator, match order,
/// targets). `nil` configuration values mean "unset", exactly as Android's `-1`/`null`.
public struct SceneTransition: Sendable, Hashable {
  /// Which transition this is, with its own options.
  public enum Kind: Sendable, Hashable {
    /// Animates layout bounds (§9.1).
    case changeBounds(ChangeBounds)
    /// Fades appearing and disappearing views (§9.7).
    case fade(Fade)
    /// Runs child transitions together or in sequence (§8).
    case set(TransitionSet)
    /// Animates a view's transform matrix (§9.2).
    case changeTransform(ChangeTransform)
    /// Animates clip bounds (§9.3).
    case changeClipBounds(ChangeClipBounds)
    /// Animates an image view's image matrix (§9.4).
    case changeImageTransform(ChangeImageTransform)
    /// Animates scroll offsets (§9.5).
    case changeScroll(ChangeScroll)
    /// Slides appearing and disappearing views from an edge (§9.8).
    case slide(Slide)
    /// Moves appearing and disappearing views from or towards the epicenter (§9.9).
    case explode(Explode)
    /// Animates background and text colours (§9.11, platform only).
    case recolor(Recolor)
  }

  /// Which transition, with its own options.
  public var kind: Kind
  /// Duration in ms; `nil` leaves the animators' default (300 ms).
  public var durationMs: Int?
  /// Start delay in ms; `nil` for none.
  public var startDelayMs: Int?
  /// The interpolator; `nil` leaves the animators' default (AccelerateDecelerate).
  public var interpolator: Interpolator?
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
  public init(
    _ kind: Kind,
    durationMs: Int? = nil,
    startDelayMs: Int? = nil,
    interpolator: Interpolator? = nil,
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
    self.interpolator = interpolator
    self.matchOrder = matchOrder
    self.targets = targets
    self.pathMotion = pathMotion
    self.propagation = propagation
    self.epicenter = epicenter
    self.location = location
  }

  /// The Android class name (`ChangeBounds`, `Fade`, `TransitionSet`, `AutoTransition`).
  public var className: String {
    switch kind {
    case .changeBounds: "ChangeBounds"
    case .fade: "Fade"
    case .set(let set): set.className
    case .changeTransform: "ChangeTransform"
    case .changeClipBounds: "ChangeClipBounds"
    case .changeImageTransform: "ChangeImageTransform"
    case .changeScroll: "ChangeScroll"
    case .slide: "Slide"
    case .explode: "Explode"
    case .recolor: "Recolor"
    }
  }

  /// Android's default transition: Fade(OUT), then ChangeBounds, then Fade(IN), in sequence.
  public static var autoTransition: SceneTransition {
    SceneTransition(.set(.auto()))
  }
}
