import SceneDiffCore

/// One destination of a Navigation graph: a `<fragment>`, `<activity>` or `<dialog>`, or a
/// nested graph (`<navigation>` inside another, or an `<include>`d one).
public struct NavigationDestination: Sendable, Hashable {
  /// What kind of destination it is.
  public enum Kind: String, Sendable, Hashable {
    /// `<fragment>`.
    case fragment
    /// `<activity>`.
    case activity
    /// `<dialog>` (a `DialogFragment`).
    case dialog
    /// A nested `<navigation>` or an `<include>`d graph: navigating to it opens its start
    /// destination.
    case graph
  }

  /// The destination's id (`listFragment` for `@+id/listFragment`).
  public var id: String
  /// What kind it is.
  public var kind: Kind
  /// `tools:layout` as written (`@layout/fragment_list`), `nil` when absent.
  public var layout: String?
  /// The layout file `layout` names, when it resolves in the graph's `res/` tree.
  public var layoutPath: String?
  /// For a nested or included graph, its `app:startDestination` id.
  public var startDestination: String?
  /// Where its start tag begins.
  public var location: SourceLocation

  /// Creates a destination.
  public init(
    id: String,
    kind: Kind,
    layout: String? = nil,
    layoutPath: String? = nil,
    startDestination: String? = nil,
    location: SourceLocation
  ) {
    self.id = id
    self.kind = kind
    self.layout = layout
    self.layoutPath = layoutPath
    self.startDestination = startDestination
    self.location = location
  }
}
