extension ScreenChange {
  /// The screen change a view-controller transition makes from `from` to `to` for its
  /// operation: the incoming screen is TO, the outgoing one FROM; a push or a presentation
  /// draws TO on top, a pop or a dismissal FROM (``IOSViewControllerTransition/incomingOnTop``).
  ///
  /// - Parameters:
  ///   - from: The outgoing view controller's screen.
  ///   - to: The incoming view controller's screen.
  ///   - transition: The transition, with its operation.
  ///   - source: Where the transition came from (a file path), for the plan; by default its
  ///     class name.
  public init(
    from: SceneTree,
    to: SceneTree,
    transition: some IOSViewControllerTransition,
    source: String? = nil
  ) {
    let name = source ?? transition.className
    let (incoming, outgoing) = transition.motions
    self.init(
      from: from,
      to: to,
      order: transition.incomingOnTop ? .enteringOnTop : .leavingOnTop,
      enter: incoming.map { .uiKit(source: name, $0) },
      exit: outgoing.map { .uiKit(source: name, $0) }
    )
  }
}
