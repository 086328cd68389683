@testable import SceneDiff

/// Small helpers to write scenes and look things up in plans and frames.
enum TestScenes {
  /// A 360×640 scene with these top-level views.
  static func scene(_ views: [ViewNode]) -> Scene {
    Scene(name: nil, file: nil, width: 360, height: 640, views: views)
  }

  /// A view with an id and a frame.
  static func view(
    _ id: String,
    _ x: Double,
    _ y: Double,
    _ w: Double,
    _ h: Double,
    name: String? = nil,
    visibility: Visibility = .visible,
    children: [ViewNode] = []
  ) -> ViewNode {
    ViewNode(
      id: id,
      transitionName: name,
      x: x,
      y: y,
      width: w,
      height: h,
      visibility: visibility,
      children: children
    )
  }
}

extension Plan {
  /// The animators of one target and property.
  func animator(_ target: String, _ property: AnimatedProperty) -> Animator? {
    animators.first { $0.target == target && $0.property == property }
  }
}

extension Frame {
  /// The sample of a view key.
  subscript(key: String) -> ViewSample? { views.first { $0.key == key } }
}

extension Transition {
  /// A ChangeBounds transition.
  static func changeBounds(
    durationMs: Int? = nil,
    startDelayMs: Int? = nil,
    resizeClip: Bool = false,
    interpolator: Interpolator? = nil
  ) -> Transition {
    Transition(
      .changeBounds(ChangeBounds(resizeClip: resizeClip)),
      durationMs: durationMs,
      startDelayMs: startDelayMs,
      interpolator: interpolator
    )
  }

  /// A Fade transition.
  static func fade(_ mode: VisibilityMode = .both, durationMs: Int? = nil, startDelayMs: Int? = nil)
    -> Transition
  {
    Transition(.fade(Fade(mode: mode)), durationMs: durationMs, startDelayMs: startDelayMs)
  }

  /// A set.
  static func set(
    _ ordering: TransitionSet.Ordering,
    _ children: [Transition],
    durationMs: Int? = nil,
    startDelayMs: Int? = nil
  ) -> Transition {
    Transition(
      .set(TransitionSet(ordering: ordering, children: children)),
      durationMs: durationMs,
      startDelayMs: startDelayMs
    )
  }
}
