/// A modal presentation or dismissal with a `UIModalTransitionStyle` (full screen, no custom
/// animator).
///
/// Apple publishes no durations or curves for these (reference platform-transitions.md §3.4,
/// "commonly measured around 0.3–0.5 s"). SceneDiff's choices, cited in
/// Docs/ios-transition-format.md: `coverVertical` as Flutter's Cupertino full-screen dialog
/// route (§6.3): 335 ms along ``IOSNavigationTransition/curve``; the other styles 400 ms with
/// `curveEaseInOut`, the curve `UIView.transition` flips and dissolves use by default.
public struct IOSModalTransition: IOSViewControllerTransition {
  /// The descriptor: class name `UIModalTransitionStyle`.
  public static let descriptor = TransitionDescriptor(
    className: "UIModalTransitionStyle",
    family: .iosTransition,
    timelineColor: "#FF9500"
  )

  /// The duration of `crossDissolve`, `flipHorizontal` and `partialCurl` in ms: 400.
  public static let durationMs = 400.0
  /// The duration of `coverVertical` in ms: 335.
  public static let coverVerticalDurationMs = 335.0

  /// The style.
  public var style: IOSModalTransitionStyle
  /// The operation: `present` or `dismiss`.
  public var operation: IOSTransitionOperation

  /// A modal transition.
  ///
  /// - Parameters:
  ///   - style: The `modalTransitionStyle` (default `coverVertical`).
  ///   - operation: `.present` or `.dismiss` (a push plans as a presentation, a pop as a
  ///     dismissal).
  public init(
    style: IOSModalTransitionStyle = .coverVertical,
    operation: IOSTransitionOperation = .present
  ) {
    self.style = style
    self.operation = operation
  }

  /// Present and dismiss.
  public var operations: [IOSTransitionOperation] { [.present, .dismiss] }

  /// The timing: 335 ms along `linearToEaseOut` for `coverVertical`, else 400 ms
  /// `curveEaseInOut`.
  public var timing: IOSTiming {
    guard style == .coverVertical else {
      return IOSTiming(durationMs: Self.durationMs, curve: .cubicBezier(.uiKitDefault))
    }
    return IOSTiming(
      durationMs: Self.coverVerticalDurationMs,
      curve: IOSNavigationTransition.curve.map { .cubicBezier($0) } ?? .cubicBezier(.easeOut)
    )
  }

  /// Whether the operation brings the presented view in.
  var presents: Bool { operation == .present || operation == .push }

  /// The motions of the style for the operation.
  ///
  /// The presented view is the incoming one on a presentation, the outgoing one on a dismissal:
  ///
  /// - `coverVertical`: the presented view's `translationY` from 100 % of the height to 0 (back
  ///   to 100 % on dismissal); the presenting view stays;
  /// - `crossDissolve`: the incoming view's alpha 0 → 1, the outgoing one's 1 → 0;
  /// - `flipHorizontal`: `flipY` as `transitionFlipFromRight` on a presentation (outgoing
  ///   0 → 180°, incoming −180° → 0) and `transitionFlipFromLeft` on a dismissal;
  /// - `partialCurl`: the presenting view's visible part shrinks toward its top, as
  ///   `transitionCurlUp` is drawn, and stops at ``curlStop`` of its height; it stays drawn
  ///   there over the presented view. A dismissal uncurls it.
  public var motions: (incoming: IOSScreenMotion?, outgoing: IOSScreenMotion?) {
    let name = Self.descriptor.className
    let move = { (from: IOSViewState, to: IOSViewState) in
      IOSScreenMotion(from: from, to: to, timing: timing, className: name)
    }
    switch style {
    case .coverVertical:
      let below = IOSViewState(translationY: IOSLength(fraction: 1))
      return presents ? (move(below, .identity), nil) : (nil, move(.identity, below))
    case .crossDissolve:
      return (move(IOSViewState(alpha: 0), .identity), move(.identity, IOSViewState(alpha: 0)))
    case .flipHorizontal:
      let turn = presents ? 180.0 : -180.0
      return (
        move(IOSViewState(flipY: -turn), .identity), move(.identity, IOSViewState(flipY: turn))
      )
    case .partialCurl:
      var curl = move(.identity, IOSViewState(visibleBottom: Self.curlStop))
      guard presents else {
        return (move(IOSViewState(visibleBottom: Self.curlStop), .identity), nil)
      }
      curl.staysDrawn = true
      return (nil, curl)
    }
  }

  /// Where a partial curl stops: the presenting view keeps this fraction of its height drawn,
  /// from its top (0.4; Apple publishes no number).
  public static let curlStop = 0.4

  /// The incoming view is on top, except in a partial curl, where the presenting view curls
  /// over the presented one both ways.
  public var incomingOnTop: Bool {
    style == .partialCurl ? !presents : operation.incomingOnTop
  }
}
