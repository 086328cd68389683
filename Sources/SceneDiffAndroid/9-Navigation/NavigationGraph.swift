import SceneDiffCore

/// A Navigation graph file (`res/navigation/*.xml`), read for the screen changes its actions
/// make: destinations with their `tools:layout`, and actions with their animations.
///
/// Nested `<navigation>` elements and `<include app:graph="@navigation/x">` graphs are
/// flattened into one list of destinations and one of actions, each nested graph also being
/// a destination of kind ``NavigationDestination/Kind/graph``. Arguments, deep links, labels
/// and every other attribute are ignored (Docs/navigation.md).
public struct NavigationGraph: Sendable, Hashable {
  /// The file the graph was read from.
  public var path: String
  /// The root graph's id, if it has one.
  public var id: String?
  /// The root graph's `app:startDestination` id.
  public var startDestination: String?
  /// Every destination, the nested and included ones too, in document order.
  public var destinations: [NavigationDestination]
  /// Every action, the global and nested ones too, in document order.
  public var actions: [NavigationAction]

  /// Creates a graph.
  public init(
    path: String,
    id: String? = nil,
    startDestination: String? = nil,
    destinations: [NavigationDestination] = [],
    actions: [NavigationAction] = []
  ) {
    self.path = path
    self.id = id
    self.startDestination = startDestination
    self.destinations = destinations
    self.actions = actions
  }

  /// The destination with this id.
  public func destination(_ id: String) -> NavigationDestination? {
    destinations.first { $0.id == id }
  }

  /// The action with this id: the first declared, in document order.
  public func action(_ id: String) -> NavigationAction? {
    actions.first { $0.id == id }
  }
}
