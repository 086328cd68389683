extension SceneTransition {
  /// The transition an app shows with iOS Reduce Motion on, as the Human Interface Guidelines
  /// ask: every UIKit and Core Animation transition becomes a cross-dissolve of the same
  /// content (``ReducedMotion/ios``).
  ///
  /// - `UIView.transition` flips and curls become `transitionCrossDissolve` of the same views
  ///   (`none` stays `none`: it does not move);
  /// - a `CATransition` `push`, `moveIn` or `reveal` becomes `fade` (its subtype goes; the
  ///   start and end progress stay);
  /// - `UIView.animate` becomes `UIView.transition(with:)` cross-dissolving each top-level view
  ///   the two scenes share by key (a scene's usual single root), so that nothing slides or
  ///   scales and the new layout fades in over the old;
  /// - a view-controller transition (`UINavigationController`'s push and pop, a custom
  ///   animator, a modal style other than `crossDissolve`) becomes a cross-dissolve of the two
  ///   screens (``IOSAnimatedTransitioning/reducingMotion(of:)``);
  /// - durations, delays and curves stay; a spring becomes `curveEaseInOut` over the spring's
  ///   duration, since `UIView.transition` takes no spring and a spring would overshoot the
  ///   opacity.
  ///
  /// Android transitions and sets without iOS children are returned unchanged: Android reduces
  /// motion by timing, not by transition (see ``Plan/withAnimatorDurationScale(_:)``).
  ///
  /// - Parameters:
  ///   - start: The start scene (for `UIView.animate`, whose top-level views it cross-dissolves).
  ///   - end: The end scene.
  /// - Returns: The reduced transition.
  public func reducingMotion(from start: SceneTree, to end: SceneTree) -> SceneTransition {
    var result = self
    switch kind {
    case let set as TransitionSet:
      var reduced = set
      reduced.children = set.children.map { $0.reducingMotion(from: start, to: end) }
      result.kind = reduced
    case var view as IOSViewTransition:
      if view.style != .none { view.style = .transitionCrossDissolve }
      view.timing = view.timing.withoutSpring
      result.kind = view
    case var layer as IOSLayerTransition:
      layer.type = .fade
      layer.subtype = nil
      layer.timing = layer.timing.withoutSpring
      result.kind = layer
    case let block as IOSBlockAnimation:
      let dissolves = Self.sharedTopLevelKeys(start, end).map { key in
        SceneTransition(
          IOSViewTransition(
            .container(key),
            style: .transitionCrossDissolve,
            timing: block.timing.withoutSpring
          ),
          location: location
        )
      }
      if dissolves.count == 1 {
        result = dissolves[0]
      } else if !dissolves.isEmpty {
        result = SceneTransition(TransitionSet(children: dissolves), location: location)
      }
    case let controller as any IOSViewControllerTransition:
      if let dissolve = IOSAnimatedTransitioning.reducingMotion(of: controller) {
        result.kind = dissolve
      }
    default:
      break
    }
    return result
  }

  /// The keys of the top-level views both scenes have, in the start scene's order.
  private static func sharedTopLevelKeys(_ start: SceneTree, _ end: SceneTree) -> [String] {
    let endKeys = Set(FlatScene(end).entries.filter { $0.parent == nil }.map(\.key))
    return FlatScene(start).entries.filter { $0.parent == nil && endKeys.contains($0.key) }
      .map(\.key)
  }
}

extension IOSTiming {
  /// This timing with a spring replaced by `curveEaseInOut` over the same duration.
  var withoutSpring: IOSTiming {
    guard case .spring = curve else { return self }
    var result = self
    result.curve = .cubicBezier(.easeInEaseOut)
    return result
  }
}
