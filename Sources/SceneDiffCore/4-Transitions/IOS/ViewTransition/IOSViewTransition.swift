/// UIKit's `UIView.transition(with:duration:options:animations:completion:)` and
/// `UIView.transition(from:to:duration:options:completion:)`: the old appearance of a view is
/// replaced by the new one with a cross-dissolve, a flip or a curl.
///
/// With `with`, the view is the container the block changed; with `from` and `to`, the visual
/// transition runs on the shared superview of the two views (with `showHideTransitionViews`
/// both stay in the hierarchy, `from` hidden and `to` shown; without it `from` is removed and
/// `to` added), so the snapshots are those of the `from` view's superview in the start scene
/// and the `to` view's in the end scene. Docs/ios-transition-format.md gives the geometry of
/// each style.
public struct IOSViewTransition: SnapshotTransition {
  /// The descriptor: class name `UIView.transition`.
  public static let descriptor = TransitionDescriptor(
    className: "UIView.transition",
    family: .iosTransition,
    timelineColor: "#5856D6"
  )

  /// Which views the transition names.
  public enum Views: Sendable, Hashable {
    /// `transition(with:)`: the container whose appearance changes.
    case container(String)
    /// `transition(from:to:)`: the view replaced and the view replacing it.
    case fromTo(from: String, to: String)
  }

  /// The views.
  public var views: Views
  /// The transition style.
  public var style: IOSViewTransitionStyle
  /// Whether `showHideTransitionViews` is set (`from:to:` only: hide and show, do not remove).
  public var showHideTransitionViews: Bool
  /// The duration, delay and curve.
  public var timing: IOSTiming

  /// A view transition.
  ///
  /// - Parameters:
  ///   - views: The container, or the from and to views.
  ///   - style: The transition style.
  ///   - showHideTransitionViews: Whether the views are hidden and shown rather than removed
  ///     and added.
  ///   - timing: The duration, delay and curve.
  public init(
    _ views: Views,
    style: IOSViewTransitionStyle,
    showHideTransitionViews: Bool = false,
    timing: IOSTiming
  ) {
    self.views = views
    self.style = style
    self.showHideTransitionViews = showHideTransitionViews
    self.timing = timing
  }

  /// The container, or the `from` and `to` views.
  package var namedKeys: [String] {
    switch views {
    case .container(let key): [key]
    case .fromTo(let from, let to): [from, to]
    }
  }

  /// The container in both scenes; for `from:to:`, the `from` view's superview in the start
  /// scene and the `to` view's in the end scene (the view itself at the top level).
  package func snapshotRoots(start: FlatScene, end: FlatScene) -> (start: Int?, end: Int?) {
    switch views {
    case .container(let key):
      return (
        start.index(named: key, prefix: ViewKeys.startPrefix),
        end.index(named: key, prefix: ViewKeys.endPrefix)
      )
    case .fromTo(let from, let to):
      let s = start.index(named: from, prefix: ViewKeys.startPrefix).map {
        start.entries[$0].parent ?? $0
      }
      let e = end.index(named: to, prefix: ViewKeys.endPrefix).map { end.entries[$0].parent ?? $0 }
      return (s, e)
    }
  }
}
