extension ScreenChange {
  /// The transitioning views of both screens, as keys of this change (`from:…`, `to:…`), in
  /// document order: the views an enter, exit, return or reenter transition runs on.
  ///
  /// As AndroidX `DefaultSpecialEffectsController.captureTransitioningViews` collects them
  /// from a fragment's view (and the platform's `ViewGroup.captureTransitioningViews` from an
  /// activity's decor): starting at the screen's root, a view group that is a transition group
  /// (``ViewNode/transitionGroup``; by default one with a background or a `transitionName`) is
  /// one transitioning view, any other view group is looked into, its VISIBLE children only,
  /// and every leaf view reached is one. The shared elements (`sharedKeys`, both sides' keys)
  /// are left out, as `transitioningViews.removeAll(sharedElement…Views)` does; their
  /// descendants never count, since a view with a `transitionName` is a transition group. An
  /// activity's views that show nothing in the window (scrolled or laid out off it) are left
  /// out too, as `ActivityTransitionCoordinator.stripOffscreenViews` strips them.
  ///
  /// - Parameter sharedKeys: The keys of the views the shared-element transition moves.
  /// - Returns: The leaving screen's and the coming screen's transitioning views.
  package func transitioningViews(excluding sharedKeys: Set<String>) -> (
    leaving: [String], coming: [String]
  ) {
    let flat = flatten(combined(leaving: nil, coming: nil))
    var leaving: [String] = []
    var coming: [String] = []
    for root in flat.topLevel {
      let key = flat.entries[root].key
      let isLeaving = key.hasPrefix(ViewKeys.startPrefix)
      // An activity's root is reached through the decor, which skips a group that is not
      // VISIBLE; a fragment's view is captured as it is.
      if isActivityChange, flat.entries[root].visibility != .visible { continue }
      let found = Self.capture(root, in: flat)
        .filter { !isActivityChange || Self.isOnScreen($0, in: flat) }
        .map { flat.entries[$0].key }.filter { !sharedKeys.contains($0) }
      if isLeaving { leaving += found } else { coming += found }
    }
    return (leaving, coming)
  }

  /// Whether a view shows any part of itself in the window.
  ///
  /// As `View.getGlobalVisibleRect` answers for `ActivityTransitionCoordinator`'s
  /// `stripOffscreenViews`: its bounds, clipped by each ancestor's (children are clipped to
  /// their parent) and the window's, are not empty. Translations, scales and rotations are not
  /// counted.
  private static func isOnScreen(_ index: Int, in flat: FlatScene) -> Bool {
    var visible = Rect(x: 0, y: 0, width: flat.scene.width, height: flat.scene.height)
    var origin = (x: 0.0, y: 0.0)
    for i in ([index] + flat.ancestors(of: index)).reversed() {
      let view = flat[i]
      let left = origin.x + view.x
      let top = origin.y + view.y
      visible = Rect(
        left: max(visible.left, left),
        top: max(visible.top, top),
        right: min(visible.right, left + view.width),
        bottom: min(visible.bottom, top + view.height)
      )
      guard visible.right > visible.left, visible.bottom > visible.top else { return false }
      origin = (left - view.scrollX, top - view.scrollY)
    }
    return true
  }

  /// The transitioning views under one view of a flattened scene, as indices, in document
  /// order (an explicit stack: deep scenes must not exhaust the call stack).
  private static func capture(_ start: Int, in flat: FlatScene) -> [Int] {
    var found: [Int] = []
    var stack = [start]
    while let index = stack.popLast() {
      let view = flat[index]
      let isGroup = view.transitionGroup != nil || flat.hasChildren(index)
      guard isGroup else {
        found.append(index)
        continue
      }
      if view.transitionGroup ?? (view.style.background != nil || view.transitionName != nil) {
        found.append(index)
        continue
      }
      stack += flat.children(of: index).reversed().filter {
        flat.entries[$0].visibility == .visible
      }
    }
    return found
  }

  /// A scene of this change with the views at `paths` (``FlatScene/Entry/path`` of a
  /// flattened arrangement of both screens) given `visibility`.
  static func setting(
    _ visibility: ViewVisibility,
    at paths: [String],
    in scene: SceneTree
  ) -> SceneTree {
    var result = scene
    for path in paths {
      let steps = path.split(separator: "/").compactMap { Int($0) }
      set(visibility, along: steps[...], in: &result.views)
    }
    return result
  }

  /// Sets the visibility of the view a path of child indices leads to.
  private static func set(
    _ visibility: ViewVisibility,
    along steps: ArraySlice<Int>,
    in views: inout [ViewNode]
  ) {
    guard let first = steps.first, views.indices.contains(first) else { return }
    if steps.count == 1 {
      views[first].visibility = visibility
    } else {
      set(visibility, along: steps.dropFirst(), in: &views[first].children)
    }
  }
}
