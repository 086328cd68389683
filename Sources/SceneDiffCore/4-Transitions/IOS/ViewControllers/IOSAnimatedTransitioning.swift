/// A custom `UIViewControllerAnimatedTransitioning` chosen per operation, as
/// `navigationController(_:animationControllerFor:from:to:)` or a transitioning delegate
/// chooses it: for each operation it animates, the incoming view's start state and the
/// outgoing view's end state, with one timing.
///
/// The incoming view goes from its start state to rest and the outgoing view from rest to its
/// end state, both with ``timing`` (`transitionDuration(using:)` is its duration).
public struct IOSAnimatedTransitioning: IOSViewControllerTransition {
  /// The descriptor: class name `UIViewControllerAnimatedTransitioning`.
  public static let descriptor = TransitionDescriptor(
    className: "UIViewControllerAnimatedTransitioning",
    family: .iosTransition,
    timelineColor: "#AF52DE"
  )

  /// The states of each operation it animates.
  public var states: [IOSTransitionOperation: IOSTransitionStates]
  /// The duration, delay and curve or spring.
  public var timing: IOSTiming
  /// The operation planned (push unless chosen).
  public var operation: IOSTransitionOperation

  /// A custom animator.
  ///
  /// - Parameters:
  ///   - states: The states of each operation it animates.
  ///   - timing: The duration and curve or spring.
  ///   - operation: The operation planned.
  public init(
    states: [IOSTransitionOperation: IOSTransitionStates],
    timing: IOSTiming,
    operation: IOSTransitionOperation = .push
  ) {
    self.states = states
    self.timing = timing
    self.operation = operation
  }

  /// The operations with states, in declaration order (push, pop, present, dismiss).
  public var operations: [IOSTransitionOperation] {
    IOSTransitionOperation.allCases.filter { states[$0] != nil }
  }

  /// The motions of ``operation`` (none for an operation without states).
  public var motions: (incoming: IOSScreenMotion?, outgoing: IOSScreenMotion?) {
    guard let chosen = states[operation] else {
      return (nil, nil)
    }
    let name = Self.descriptor.className
    return (
      IOSScreenMotion(from: chosen.incoming, to: .identity, timing: timing, className: name),
      IOSScreenMotion(from: .identity, to: chosen.outgoing, timing: timing, className: name)
    )
  }
}
