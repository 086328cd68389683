/// What a custom animator does for one operation: where the incoming view starts and where
/// the outgoing view ends (each comes to or leaves from rest).
public struct IOSTransitionStates: Sendable, Hashable {
  /// The incoming view's start state (it ends at rest).
  public var incoming: IOSViewState
  /// The outgoing view's end state (it starts at rest).
  public var outgoing: IOSViewState

  /// The states of one operation.
  public init(incoming: IOSViewState = .identity, outgoing: IOSViewState = .identity) {
    self.incoming = incoming
    self.outgoing = outgoing
  }
}
