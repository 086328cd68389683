import SceneDiffCore

/// One action of a Navigation graph as a screen change: which layout leaves, which comes, and
/// the animation each runs.
///
/// Forward (navigate), the action's source leaves running `exitAnim` and its destination comes
/// running `enterAnim`. Popped (back), the destination leaves running `popExitAnim` and the
/// source comes back running `popEnterAnim`, drawn under the popped screen.
public struct NavigationStep: Sendable, Hashable {
  /// The action.
  public var action: NavigationAction
  /// Whether this is the action popped from the back stack.
  public var isPop: Bool
  /// The leaving screen's destination (FROM).
  public var from: NavigationDestination
  /// The coming screen's destination (TO).
  public var to: NavigationDestination
  /// FROM's layout file.
  public var fromLayout: String
  /// TO's layout file.
  public var toLayout: String
  /// The animation TO's root runs (`enterAnim`, or `popEnterAnim` popped), as written.
  public var enterAnim: String?
  /// The animation FROM's root runs (`exitAnim`, or `popExitAnim` popped), as written.
  public var exitAnim: String?

  /// Creates a step.
  public init(
    action: NavigationAction,
    isPop: Bool,
    from: NavigationDestination,
    to: NavigationDestination,
    fromLayout: String,
    toLayout: String,
    enterAnim: String?,
    exitAnim: String?
  ) {
    self.action = action
    self.isPop = isPop
    self.from = from
    self.to = to
    self.fromLayout = fromLayout
    self.toLayout = toLayout
    self.enterAnim = enterAnim
    self.exitAnim = exitAnim
  }
}
