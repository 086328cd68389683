/// Why each view of two scenes was or was not matched, and what animates it (`scenediff
/// explain`).
///
/// Every view of both scenes gets one ``Entry``, keyed as in plans: how it was matched (the
/// rule and its counterpart's key) or why not — the root transition excluded it or does not
/// target it, an excluded ancestor kept it from being captured, its `transitionName` or `id` is
/// shared by several views, or no view on the other side has them — whether it appears or
/// disappears by itself or inside an appearing or disappearing ancestor (Android animates only
/// the outermost view of an added or removed subtree), and which transitions created animators
/// for it.
public struct MatchExplanation: Sendable, Hashable {
  /// Which scene a view belongs to.
  public enum Side: String, Sendable, Hashable {
    /// The start scene (FROM).
    case from
    /// The end scene (TO).
    case to
  }

  /// What happened to a view.
  public enum Status: String, Sendable, Hashable {
    /// Paired with a view of the other scene.
    case matched
    /// No counterpart; it appears and animates itself.
    case appearing
    /// No counterpart; it appears inside an appearing ancestor, which animates for it.
    case appearingWithAncestor = "appearing-with-ancestor"
    /// No counterpart; it disappears and animates itself (drawn in the overlay).
    case disappearing
    /// No counterpart; it disappears inside a disappearing ancestor, which animates for it.
    case disappearingWithAncestor = "disappearing-with-ancestor"
    /// No counterpart, but not visible on its side, so nothing appears or disappears.
    case hidden
    /// The root transition's exclude rule (``Entry/rule``) removed it.
    case excluded
    /// The root transition has targets and none of them names it.
    case notTargeted = "not-targeted"
    /// Never captured: an ancestor was excluded (``Entry/ancestor``), or another view with its
    /// target id came first.
    case notCaptured = "not-captured"
  }

  /// One view's explanation.
  public struct Entry: Sendable, Hashable {
    /// The scene it belongs to.
    public var side: Side
    /// Its key, as in plans.
    public var key: String
    /// Its class.
    public var className: String
    /// What happened to it.
    public var status: Status
    /// For matched views: the rule that matched (`transitionName`, `id`).
    public var matchedBy: String?
    /// For matched views: the other scene's view key.
    public var counterpart: String?
    /// The ancestor involved: the excluded ancestor of a view not captured, or the appearing or
    /// disappearing ancestor a view rides inside.
    public var ancestor: String?
    /// The target or exclude rule involved, such as `excludeId 'menu'`.
    public var rule: String?
    /// The explanation in words (lowercase, no final period); empty when the status says it all.
    public var reason: String
    /// The transitions (leaf class names) that created animators for it, in plan order.
    public var transitions: [String]

    /// Creates an entry.
    public init(
      side: Side,
      key: String,
      className: String,
      status: Status,
      matchedBy: String? = nil,
      counterpart: String? = nil,
      ancestor: String? = nil,
      rule: String? = nil,
      reason: String = "",
      transitions: [String] = []
    ) {
      self.side = side
      self.key = key
      self.className = className
      self.status = status
      self.matchedBy = matchedBy
      self.counterpart = counterpart
      self.ancestor = ancestor
      self.rule = rule
      self.reason = reason
      self.transitions = transitions
    }
  }

  /// The start scene.
  public var fromScene: SceneTree
  /// The end scene.
  public var toScene: SceneTree
  /// Every start view in document order, then every end view in document order.
  public var entries: [Entry]
  /// Which transition ran and why (as ``Plan/transitionSource``); `nil` when not said.
  public var transitionSource: TransitionSource?

  /// Explains how `transition` matches and animates the views of two scenes.
  ///
  /// - Parameters:
  ///   - start: The scene shown before the transition.
  ///   - end: The scene shown after it.
  ///   - transition: The transition; Android's default is ``SceneTransition/autoTransition``.
  ///   - source: Where the transition came from, to be told with the explanation.
  public init(
    from start: SceneTree,
    to end: SceneTree,
    transition: SceneTransition = .autoTransition,
    source: TransitionSource? = nil
  ) {
    let context = Planner.context(from: start, to: end, transition: transition)
    let plan = Planner.plan(context)
    let explainer = MatchExplainer(context: context, plan: plan)
    fromScene = start
    toScene = end
    transitionSource = source
    entries =
      context.start.entries.indices.map { explainer.entry(.from, $0) }
      + context.end.entries.indices.map { explainer.entry(.to, $0) }
  }
}
