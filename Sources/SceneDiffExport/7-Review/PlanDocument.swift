import SceneDiffCore

/// A plan as its JSON says it: what `scenediff diff` and `batch --baseline` compare.
///
/// A plan file does not carry its scenes, so this is not a ``/SceneDiffCore/Plan``: it holds
/// the keys of design §4 that describe motion — the total duration, matches, appearing and
/// disappearing views and every animator with its values as written — read back from a file
/// (``load(path:)``) or taken from a plan just made (``init(plan:)``). The two agree exactly,
/// because plan JSON prints every number in a form that reads back to the same `Double`.
public struct PlanDocument: Sendable, Equatable {
  /// The file it was read from; `nil` for a plan taken from memory.
  public var file: String?
  /// The start scene file as the plan names it (`from.file`).
  public var fromFile: String?
  /// The end scene file as the plan names it (`to.file`).
  public var toFile: String?
  /// The end scene's units (`"dp"`, `"px"`).
  public var units: String
  /// The end of the last animator, in ms.
  public var totalDurationMs: Double
  /// Matched views in match order.
  public var matches: [Match]
  /// End keys of the views that appear.
  public var appearing: [String]
  /// Start keys of the views that disappear.
  public var disappearing: [String]
  /// Every animator, in the plan's order.
  public var animators: [Animator]
  /// The plan's `interaction` timeline (an interaction script's played motion) as compact
  /// JSON text, or `nil` for a plan without one.
  public var interaction: String?

  /// Creates a document from its parts.
  public init(
    file: String? = nil,
    fromFile: String? = nil,
    toFile: String? = nil,
    units: String,
    totalDurationMs: Double,
    matches: [Match],
    appearing: [String],
    disappearing: [String],
    animators: [Animator],
    interaction: String? = nil
  ) {
    self.file = file
    self.fromFile = fromFile
    self.toFile = toFile
    self.units = units
    self.totalDurationMs = totalDurationMs
    self.matches = matches
    self.appearing = appearing
    self.disappearing = disappearing
    self.animators = animators
    self.interaction = interaction
  }

  /// The document of a plan in memory: the same values its plan JSON would read back as.
  public init(plan: Plan) {
    self.init(
      fromFile: plan.fromScene.file,
      toFile: plan.toScene.file,
      units: plan.toScene.units,
      totalDurationMs: plan.totalDurationMs,
      matches: plan.matches.map { Match(from: $0.from, to: $0.to, by: $0.by) },
      appearing: plan.appearing,
      disappearing: plan.disappearing,
      animators: plan.animators.map(Animator.init(animator:)),
      interaction: plan.interactionTimeline?.planJSON.render(indent: nil)
    )
  }
}
