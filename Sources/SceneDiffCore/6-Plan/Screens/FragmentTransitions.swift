/// The six Transition-framework transitions of a pair of fragments (or activity windows), as
/// an app sets them, and the overlap flags.
///
/// The enter, return and shared-element transitions belong to the fragment a push shows (and a
/// pop removes); the exit and reenter transitions to the fragment a push hides (and a pop shows
/// again). ``running(isPop:)`` picks what runs as AndroidX's `FragmentTransition` does.
public struct FragmentTransitions: Sendable, Hashable {
  /// `setEnterTransition`: the pushed fragment's views appearing.
  public var enter: ScreenTransitions.Part?
  /// `setExitTransition`: the hidden fragment's views disappearing on a push.
  public var exit: ScreenTransitions.Part?
  /// `setReturnTransition`: the popped fragment's views disappearing; `nil` uses ``enter``.
  public var returnTransition: ScreenTransitions.Part?
  /// `setReenterTransition`: the hidden fragment's views coming back on a pop; `nil` uses
  /// ``exit``.
  public var reenter: ScreenTransitions.Part?
  /// `setSharedElementEnterTransition`: the shared elements moving on a push.
  public var sharedElementEnter: ScreenTransitions.Part?
  /// `setSharedElementReturnTransition`: the shared elements moving on a pop; `nil` uses
  /// ``sharedElementEnter``.
  public var sharedElementReturn: ScreenTransitions.Part?
  /// `setAllowEnterTransitionOverlap` (default `true`), read on a push.
  public var allowEnterTransitionOverlap: Bool
  /// `setAllowReturnTransitionOverlap` (default `true`), read on a pop.
  public var allowReturnTransitionOverlap: Bool

  /// Creates a fragment pair's transitions.
  public init(
    enter: ScreenTransitions.Part? = nil,
    exit: ScreenTransitions.Part? = nil,
    returnTransition: ScreenTransitions.Part? = nil,
    reenter: ScreenTransitions.Part? = nil,
    sharedElementEnter: ScreenTransitions.Part? = nil,
    sharedElementReturn: ScreenTransitions.Part? = nil,
    allowEnterTransitionOverlap: Bool = true,
    allowReturnTransitionOverlap: Bool = true
  ) {
    self.enter = enter
    self.exit = exit
    self.returnTransition = returnTransition
    self.reenter = reenter
    self.sharedElementEnter = sharedElementEnter
    self.sharedElementReturn = sharedElementReturn
    self.allowEnterTransitionOverlap = allowEnterTransitionOverlap
    self.allowReturnTransitionOverlap = allowReturnTransitionOverlap
  }

  /// What runs on a push or a pop, as AndroidX `FragmentTransition` picks it.
  ///
  /// On a push the coming fragment's ``enter`` and the leaving one's ``exit`` run, with
  /// ``sharedElementEnter`` and ``allowEnterTransitionOverlap``. On a pop the popped (leaving)
  /// fragment runs its return transition (``enter`` when none is set, as
  /// `Fragment.getReturnTransition` returns), the fragment coming back its reenter transition
  /// (``exit`` when none is set), the shared elements ``sharedElementReturn`` (else
  /// ``sharedElementEnter``), with ``allowReturnTransitionOverlap``.
  ///
  /// - Parameter isPop: Whether the change pops the back stack.
  /// - Returns: The transitions that run.
  public func running(isPop: Bool) -> ScreenTransitions {
    guard isPop else {
      return ScreenTransitions(
        enter: enter,
        exit: exit,
        sharedElement: sharedElementEnter,
        allowsOverlap: allowEnterTransitionOverlap
      )
    }
    return ScreenTransitions(
      enter: reenter ?? exit,
      exit: returnTransition ?? enter,
      sharedElement: sharedElementReturn ?? sharedElementEnter,
      allowsOverlap: allowReturnTransitionOverlap
    )
  }
}
