/// The Transition-framework transitions a screen change runs: what a fragment's (or an
/// activity window's) `enterTransition`, `exitTransition` and `sharedElementEnterTransition`
/// do while the screens change, once Android has picked them for a push or a pop
/// (``FragmentTransitions/running(isPop:)``).
///
/// The coming screen's views appear with ``enter``, the leaving screen's disappear with
/// ``exit`` (each run on the screen's transitioning views,
/// Docs/screen-transitions.md, keyed `to:…` and `from:…`), and the views
/// the two screens share by `transitionName` move from the leaving screen's place to the
/// coming one's with ``sharedElement``.
public struct ScreenTransitions: Sendable, Hashable {
  /// One transition with where it came from (`@android:transition/fade`, a file path).
  public struct Part: Sendable, Hashable {
    /// The transition.
    public var transition: SceneTransition
    /// Where it came from, for messages and `explain`.
    public var source: String

    /// Creates a part.
    public init(_ transition: SceneTransition, source: String) {
      self.transition = transition
      self.source = source
    }
  }

  /// The transition the coming screen appears with.
  public var enter: Part?
  /// The transition the leaving screen disappears with.
  public var exit: Part?
  /// The transition the shared elements move with.
  public var sharedElement: Part?
  /// Whether the enter transition starts with the exit transition (`true`, Android's
  /// default) or waits until it has ended (`allowEnterTransitionOverlap = false`).
  public var allowsOverlap: Bool

  /// Creates the transitions of a screen change.
  public init(
    enter: Part? = nil,
    exit: Part? = nil,
    sharedElement: Part? = nil,
    allowsOverlap: Bool = true
  ) {
    self.enter = enter
    self.exit = exit
    self.sharedElement = sharedElement
    self.allowsOverlap = allowsOverlap
  }

  /// Whether no transition is set.
  public var isEmpty: Bool { enter == nil && exit == nil && sharedElement == nil }
}
