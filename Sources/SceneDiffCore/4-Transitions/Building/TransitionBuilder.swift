/// Builds the children of a transition set from a list of transitions written in code.
///
/// Each line is a ``SceneTransition`` or any ``TransitionKind``; `if`, `if … else`, `switch`
/// and `for … in` work as in any result builder:
///
/// ```swift
/// let expand = TransitionSet(.sequential) {
///   Fade(mode: .out).duration(100)
///   ChangeBounds().interpolator(.fastOutSlowIn)
///   if showsCaption { Fade(mode: .in) }
/// }
/// ```
@resultBuilder
public enum TransitionBuilder {
  /// A transition with its configuration.
  public static func buildExpression(_ transition: SceneTransition) -> [SceneTransition] {
    [transition]
  }

  /// A kind with the default configuration.
  public static func buildExpression(_ kind: some TransitionKind) -> [SceneTransition] {
    [SceneTransition(kind)]
  }

  /// The transitions of every line, in order.
  public static func buildBlock(_ parts: [SceneTransition]...) -> [SceneTransition] {
    parts.flatMap { $0 }
  }

  /// The transitions of an `if` without `else`, or none.
  public static func buildOptional(_ part: [SceneTransition]?) -> [SceneTransition] {
    part ?? []
  }

  /// The transitions of the first branch of an `if … else` or `switch`.
  public static func buildEither(first part: [SceneTransition]) -> [SceneTransition] { part }

  /// The transitions of the second branch of an `if … else` or `switch`.
  public static func buildEither(second part: [SceneTransition]) -> [SceneTransition] { part }

  /// The transitions of every iteration of a `for … in` loop, in order.
  public static func buildArray(_ parts: [[SceneTransition]]) -> [SceneTransition] {
    parts.flatMap { $0 }
  }
}

extension TransitionSet {
  /// A set of the children built in `children`, run together or in sequence.
  ///
  /// - Parameters:
  ///   - ordering: Whether the children start together (the default) or one after another.
  ///   - children: The children, one per line.
  public init(
    _ ordering: Ordering = .together,
    @TransitionBuilder _ children: () -> [SceneTransition]
  ) {
    self.init(ordering: ordering, children: children())
  }
}

extension SceneTransition {
  /// A set whose children all start together.
  public static func together(@TransitionBuilder _ children: () -> [SceneTransition])
    -> SceneTransition
  {
    SceneTransition(TransitionSet(.together, children))
  }

  /// A set whose children run one after another, each starting when the previous one ends.
  public static func sequential(@TransitionBuilder _ children: () -> [SceneTransition])
    -> SceneTransition
  {
    SceneTransition(TransitionSet(.sequential, children))
  }
}
