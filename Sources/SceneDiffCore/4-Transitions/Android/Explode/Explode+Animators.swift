extension Explode: LeafTransition {
  /// Circular propagation, Android's default for `Explode`.
  package var defaultPropagation: Propagation? { .circular(speed: PropagationDelays.defaultSpeed) }

  /// `Explode.createAnimators` for one leaf (reference §9.9 on top of §9.6).
  ///
  /// Appearing views move in from their own translation plus the "out" vector of their end
  /// screen bounds; disappearing views (kept in place, or in the overlay) move out by the vector
  /// of their start screen bounds.
  package func animators(node: Int, context: PlanningContext) -> [PendingAnimator] {
    let screen = ScreenPixels(context)
    // Without an epicenter the focal point is the root centre, `W / 2` and `H / 2` in ints (the
    // root's screen location and translation are 0).
    let focal =
      screen.epicenter(node, context)
      ?? Point(x: ScreenPixels.half(screen.width), y: ScreenPixels.half(screen.height))
    var result: [PendingAnimator] = []
    for target in VisibilityTarget.all(node: node, mode: mode, context: context) {
      let bounds: Rect
      if target.appearing, let e = target.end {
        bounds = screen.bounds(
          location: context.endGeometry.location(of: e),
          view: context.end.entries[e]
        )
      } else if !target.appearing, let s = target.start {
        bounds = screen.bounds(
          location: context.startGeometry.location(of: s),
          view: context.start.entries[s]
        )
      } else {
        continue
      }
      let out = Self.out(bounds: bounds, focal: focal, screen: screen)
      let own = Point(x: target.transform.translationX, y: target.transform.translationY)
      let moved = Point(x: own.x + screen.units(out.x), y: own.y + screen.units(out.y))
      result += TranslationAnimationCreator.animators(
        target,
        transition: "Explode",
        from: target.appearing ? moved : own,
        to: target.appearing ? own : moved
      )
    }
    return result
  }

  /// `Explode.calculateOut`: the translation, in whole pixels, that moves a view with these
  /// screen bounds out of the scene root, away from the focal point.
  ///
  /// The direction is from the focal point to the bounds' integer centre, normalised in float;
  /// its length is the distance from the focal point to the farthest root corner. A view
  /// centred exactly on the focal point gets a random direction in Android; SceneDiff moves it
  /// straight down, `(0, 1)`, to stay deterministic.
  static func out(bounds: Rect, focal: Point, screen: ScreenPixels) -> Point {
    var x = Float(ScreenPixels.center(bounds.left, bounds.right) - focal.x)
    var y = Float(ScreenPixels.center(bounds.top, bounds.bottom) - focal.y)
    if x == 0 && y == 0 {
      (x, y) = (0, 1)
    }
    let size = distance(x, y)
    x /= size
    y /= size
    // The focal point relative to the scene root, whose screen location is (0, 0).
    let maxDistance = distance(
      Float(max(focal.x, screen.width - focal.x)),
      Float(max(focal.y, screen.height - focal.y))
    )
    return Point(x: ScreenPixels.round(maxDistance * x), y: ScreenPixels.round(maxDistance * y))
  }

  /// Android's `calculateDistance`: `(float) Math.sqrt(x * x + y * y)` with float products.
  static func distance(_ x: Float, _ y: Float) -> Float {
    Float(Double(x * x + y * y).squareRoot())
  }
}
