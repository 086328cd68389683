extension MotionLayoutTransition: LeafTransition {
  /// What `MotionController.setup` and `interpolate` do for each direct child of a
  /// MotionLayout that both scenes hold: a `bounds` animator when its rectangle changes or a
  /// KeyPosition moves it, and one animator per View property that changes or a KeyAttribute
  /// sets (`alpha`, rotations, scales, translations).
  ///
  /// Values between key frames follow MotionLayout's curve fit (``MotionCurveFit``); the
  /// transition's interpolator, applied by the scheduler, maps time to that progress as
  /// `MotionLayout.evaluate` does with `mProgressInterpolator`. A view that ends INVISIBLE or
  /// GONE is kept drawn until the end (MotionLayout makes it VISIBLE while it moves) and its
  /// alpha goes to 0 (`MotionConstrainedPoint.applyParameters`).
  package func animators(node: Int, context: PlanningContext) -> [PendingAnimator] {
    var result: [PendingAnimator] = []
    for (s, e) in context.capturedPairs(node) {
      guard let parent = context.start.entries[s].parent,
        context.start[parent].className.hasSuffix("MotionLayout")
      else { continue }
      let start = context.start[s]
      let end = context.end[e]
      guard let id = end.id else { continue }
      let key = context.end.entries[e].key
      let parentView = context.start[parent]
      if let bounds = boundsAnimator(key, id, start, end, parentView) {
        result.append(bounds)
      }
      result += propertyAnimators(key, id, start, end)
    }
    return result
  }

  /// The rectangle through the view's KeyPositions (`MotionPaths` points, x, y, width, height).
  private func boundsAnimator(
    _ key: String,
    _ id: String,
    _ start: ViewNode,
    _ end: ViewNode,
    _ parent: ViewNode
  ) -> PendingAnimator? {
    let keys = Self.lastPerFrame(
      positions.filter { $0.target == id && (1...99).contains($0.framePosition) }
    ) {
      $0.framePosition
    }
    guard start.frame != end.frame || !keys.isEmpty else { return nil }
    let startPoint = [start.x, start.y, start.width, start.height]
    let endPoint = [end.x, end.y, end.width, end.height]
    let inner = keys.map { $0.point(start: startPoint, end: endPoint, parent: parent) }
    let fit = MotionCurveFit(
      times: [0] + keys.map { Double($0.framePosition) / 100 } + [1],
      values: [startPoint] + inner + [endPoint],
      isLinear: keys.contains { $0.isLinear }
    )
    let keyframes = fit.keyframeTimes.map { t in
      let v = fit.values(at: t)
      return Keyframe(fraction: t, value: .rect(Rect(x: v[0], y: v[1], width: v[2], height: v[3])))
    }
    return pending(key, .bounds, .parent, keyframes, presence: Self.presence(start, end))
  }

  /// One animator per View property that changes or that a KeyAttribute of the view sets.
  private func propertyAnimators(_ key: String, _ id: String, _ start: ViewNode, _ end: ViewNode)
    -> [PendingAnimator]
  {
    let own = Self.lastPerFrame(
      attributes.filter { $0.target == id && (1...99).contains($0.framePosition) }
    ) {
      $0.framePosition
    }
    var result: [PendingAnimator] = []
    for property in Self.properties {
      let from = Self.value(property, start)
      let to = Self.value(property, end)
      let inner = own.compactMap { frame in
        frame.values.last { $0.property == property }.map { (frame.framePosition, $0.value) }
      }
      guard from != to || !inner.isEmpty else { continue }
      let fit = MotionCurveFit(
        times: [0] + inner.map { Double($0.0) / 100 } + [1],
        values: [[from]] + inner.map { [$0.1] } + [[to]],
        isLinear: false
      )
      let keyframes = fit.keyframeTimes.map {
        Keyframe(fraction: $0, value: .scalar(fit.values(at: $0)[0]))
      }
      let presence = property == .alpha ? Self.presence(start, end) : nil
      if let animator = pending(key, property, .local, keyframes, presence: presence) {
        result.append(animator)
      }
    }
    return result
  }

  /// A pending animator with MotionLayout's keyframes (its timing comes from the transition).
  private func pending(
    _ key: String,
    _ property: AnimatedProperty,
    _ space: AnimatorSpace,
    _ keyframes: [Keyframe],
    presence: ViewPresence.Placement?
  ) -> PendingAnimator? {
    guard
      let animator = Animator(
        target: key,
        transition: Self.descriptor.className,
        property: property,
        space: space,
        keyframes: keyframes,
        startMs: 0,
        durationMs: 400,
        timing: .interpolator(.accelerateDecelerate)
      )
    else { return nil }
    return PendingAnimator(
      animator: animator,
      presence: presence
    )
  }

  /// The View properties MotionLayout interpolates that scenes hold, in plan order.
  package static let properties: [AnimatedProperty] = [
    .alpha, .rotation, .rotationX, .rotationY, .scaleX, .scaleY, .translationX, .translationY,
    .translationZ,
  ]

  /// A view's value of `property`; alpha is 0 when the view is not VISIBLE.
  static func value(_ property: AnimatedProperty, _ view: ViewNode) -> Double {
    switch property {
    case .alpha: view.visibility == .visible ? view.alpha : 0
    case .rotation: view.transform.rotation
    case .rotationX: view.transform.rotationX
    case .rotationY: view.transform.rotationY
    case .scaleX: view.transform.scaleX
    case .scaleY: view.transform.scaleY
    case .translationX: view.transform.translationX
    case .translationY: view.transform.translationY
    default: view.transform.translationZ
    }
  }

  /// In place until the end, for a view that starts VISIBLE and ends otherwise.
  private static func presence(_ start: ViewNode, _ end: ViewNode) -> ViewPresence.Placement? {
    start.visibility == .visible && end.visibility != .visible ? .inPlace : nil
  }

  /// Key frames sorted by position, the last one written winning at a position.
  private static func lastPerFrame<T>(_ frames: [T], _ position: (T) -> Int) -> [T] {
    var byPosition: [Int: T] = [:]
    for frame in frames { byPosition[position(frame)] = frame }
    return byPosition.keys.sorted().compactMap { byPosition[$0] }
  }
}
