import SceneDiffCore

/// One `<action>` of a Navigation graph: where it goes and the animations it runs.
///
/// The animation values are kept as written (`@anim/slide_in_right`, `@animator/x`,
/// `@android:anim/fade_in`); the destination and `popUpTo` as bare ids (`detailFragment` for
/// `@id/detailFragment`).
public struct NavigationAction: Sendable, Hashable {
  /// The action's id (`action_list_to_detail`).
  public var id: String
  /// The destination's id, `nil` when the action only pops (`app:popUpTo` alone).
  public var destination: String?
  /// `app:enterAnim`: the destination's animation on navigate.
  public var enterAnim: String?
  /// `app:exitAnim`: the current destination's animation on navigate.
  public var exitAnim: String?
  /// `app:popEnterAnim`: the source's animation when the destination is popped.
  public var popEnterAnim: String?
  /// `app:popExitAnim`: the destination's animation when it is popped.
  public var popExitAnim: String?
  /// `app:popUpTo`: the destination popped up to before navigating, if any.
  public var popUpTo: String?
  /// `app:popUpToInclusive`: whether `popUpTo` itself is popped too.
  public var popUpToInclusive: Bool
  /// The destination the action is declared in; `nil` for a global action (declared directly
  /// under a `<navigation>`).
  public var source: String?
  /// The id of the graph the action is declared in (the innermost `<navigation>`).
  public var graph: String?
  /// Where its start tag begins.
  public var location: SourceLocation

  /// Creates an action.
  public init(
    id: String,
    destination: String? = nil,
    enterAnim: String? = nil,
    exitAnim: String? = nil,
    popEnterAnim: String? = nil,
    popExitAnim: String? = nil,
    popUpTo: String? = nil,
    popUpToInclusive: Bool = false,
    source: String? = nil,
    graph: String? = nil,
    location: SourceLocation
  ) {
    self.id = id
    self.destination = destination
    self.enterAnim = enterAnim
    self.exitAnim = exitAnim
    self.popEnterAnim = popEnterAnim
    self.popExitAnim = popExitAnim
    self.popUpTo = popUpTo
    self.popUpToInclusive = popUpToInclusive
    self.source = source
    self.graph = graph
    self.location = location
  }
}
