/// The view-controller operation a transition animates: a navigation push or pop, or a modal
/// presentation or dismissal.
///
/// The incoming view is the `to` view controller's (`context.view(forKey: .to)`), the outgoing
/// one the `from` view controller's.
public enum IOSTransitionOperation: String, Sendable, Hashable, CaseIterable {
  /// `UINavigationController.Operation.push`.
  case push
  /// `UINavigationController.Operation.pop`.
  case pop
  /// A modal presentation (`present(_:animated:)`).
  case present
  /// A modal dismissal (`dismiss(animated:)`).
  case dismiss

  /// Whether the incoming view is drawn above the outgoing one.
  ///
  /// A push or a presentation adds the incoming view above the outgoing one
  /// (`containerView.addSubview(toView)`); a pop or a dismissal keeps the outgoing view on top
  /// and puts the incoming one beneath it (`insertSubview(toView, belowSubview: fromView)`, and
  /// the presenting view stays under a dismissed presentation).
  public var incomingOnTop: Bool { self == .push || self == .present }
}
