/// Everything a transition does between two scenes: matches, appearing and disappearing views,
/// and the scheduled animators, with the scenes themselves so that it can be sampled.
public struct Plan: Sendable, Hashable {
  /// A matched pair of views.
  public struct Match: Sendable, Hashable {
    /// The start view's key.
    public var from: String
    /// The end view's key.
    public var to: String
    /// The rule that matched them (`transitionName`, `id`).
    public var by: String

    /// Creates a match.
    public init(from: String, to: String, by: String) {
      self.from = from
      self.to = to
      self.by = by
    }
  }

  /// The start scene.
  public var fromScene: SceneTree
  /// The end scene.
  public var toScene: SceneTree
  /// Matched views, in match order.
  public var matches: [Match]
  /// Keys of end views that appear (outermost of each added subtree).
  public var appearing: [String]
  /// Keys of start views that disappear (outermost of each removed subtree).
  public var disappearing: [String]
  /// Every animator, sorted by start, then target, then property.
  public var animators: [Animator]
  /// Views kept drawn while they disappear.
  public var presences: [ViewPresence]
  /// Warnings that did not stop the plan.
  public var diagnostics: [Diagnostic]
  /// Keys that a start view and a different, unmatched end view both have; in this plan those
  /// two views are called `from:K` and `to:K` (Docs/output-formats.md, "View keys").
  public var separatedKeys: [String] = []
  /// Which transition ran and why: the file, the manager rule that picked it, or
  /// AutoTransition and why; `nil` when whoever planned did not say.
  ///
  /// ``Planner/plan(from:to:transition:)`` leaves it `nil`: the caller that loaded the
  /// transition knows where it came from and sets it.
  public var transitionSource: TransitionSource?
  /// What a finger or code does to the running transition (`--interaction`), or `nil` when it
  /// plays by itself; ``Sampler`` then takes every instant as wall-clock time and samples the
  /// time position the script gives (Docs/interaction.md).
  public var interaction: Interaction?
  /// The view animations the plan runs (`res/anim`), which the sampler draws on their views;
  /// its animators list them too, one leaf and cycle at a time (see ``ViewAnimationRun``).
  public var viewAnimations: [ViewAnimationRun] = []
  /// The screen change this plan is, when it is one: both screens are then in each of
  /// ``fromScene`` and ``toScene`` and every key has its side's prefix (see ``ScreenChange``).
  public var screenChange: ScreenChange?
  /// Whose reduced-motion variant this plan is (``reducingMotion(_:)``), or `nil` for the
  /// motion as designed.
  public var reducedMotion: ReducedMotion?
  /// The Android animator duration scale applied to this plan
  /// (``withAnimatorDurationScale(_:)``), or `nil` when none was.
  public var animatorDurationScale: Double?

  /// Creates a plan from its parts; `separatedKeys` are explained at ``separatedKeys``.
  ///
  /// ``Planner/plan(from:to:transition:)`` makes one from two scenes; this initializer is for
  /// plans built or edited in code. Animators are kept in the order given.
  public init(
    fromScene: SceneTree,
    toScene: SceneTree,
    matches: [Match] = [],
    appearing: [String] = [],
    disappearing: [String] = [],
    animators: [Animator] = [],
    presences: [ViewPresence] = [],
    diagnostics: [Diagnostic] = [],
    separatedKeys: [String] = [],
    transitionSource: TransitionSource? = nil
  ) {
    self.separatedKeys = separatedKeys
    self.fromScene = fromScene
    self.toScene = toScene
    self.matches = matches
    self.appearing = appearing
    self.disappearing = disappearing
    self.animators = animators
    self.presences = presences
    self.diagnostics = diagnostics
    self.transitionSource = transitionSource
  }

  /// End of the last animator, 0 when there is none.
  public var totalDurationMs: Double {
    animators.map(\.endMs).max() ?? 0
  }
}
