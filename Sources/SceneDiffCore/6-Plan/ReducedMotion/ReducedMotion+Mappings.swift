extension ReducedMotion {
  /// The setting's name as the platform spells it.
  public var settingName: String {
    switch self {
    case .android: "Android 'Remove animations'"
    case .ios: "iOS Reduce Motion"
    }
  }

  /// What this reduction does to a transition, one sentence per mapping applied, for
  /// `explain --reduced-motion` (Docs/reduced-motion.md).
  ///
  /// Android: the animator duration scale 0, and that view animations keep playing. iOS: each
  /// UIKit or Core Animation transition in `transition` (its sets walked in order) and what it
  /// becomes (or that it is left as it is, when it moves nothing).
  ///
  /// - Parameters:
  ///   - transition: The transition as given (not yet reduced).
  ///   - start: The start scene (a block animation's reduction names its views).
  ///   - end: The end scene.
  /// - Returns: The mappings, in the transition's order.
  public func mappings(of transition: SceneTransition, from start: SceneTree, to end: SceneTree)
    -> [String]
  {
    switch self {
    case .android:
      return [
        "every animator's start delay and duration × 0 (ANIMATOR_DURATION_SCALE 0): the end state from the first frame",
        "res/anim view animations play unchanged (android.view.animation.Animation reads no duration scale)",
      ]
    case .ios:
      return Self.iosMappings(transition, start, end)
    }
  }

  /// The iOS mappings of a transition and its sets' children.
  private static func iosMappings(_ t: SceneTransition, _ start: SceneTree, _ end: SceneTree)
    -> [String]
  {
    let spring = { (timing: IOSTiming) -> String in
      guard case .spring = timing.curve else { return "" }
      return "; its spring becomes curveEaseInOut over \(format(timing.durationMs)) ms"
    }
    switch t.kind {
    case let set as TransitionSet:
      return set.children.flatMap { iosMappings($0, start, end) }
    case let view as IOSViewTransition:
      guard view.style != .none, view.style != .transitionCrossDissolve else {
        return ["uiViewTransition \(view.style.rawValue): unchanged (it does not move)"]
      }
      return [
        "uiViewTransition \(view.style.rawValue) → transitionCrossDissolve of the same views, same duration, delay and curve"
          + spring(view.timing)
      ]
    case let layer as IOSLayerTransition:
      let subtype = layer.subtype.map { " " + $0.rawValue } ?? ""
      return [
        "caTransition \(layer.type.rawValue)\(subtype) → fade (the subtype goes; startProgress and endProgress stay)"
          + spring(layer.timing)
      ]
    case let block as IOSBlockAnimation:
      let reduced = t.reducingMotion(from: start, to: end)
      guard !(reduced.kind is IOSBlockAnimation) else {
        return [
          "uiViewAnimate: unchanged (the two scenes share no top-level view to cross-dissolve)"
        ]
      }
      return [
        "uiViewAnimate → UIView.transition(with:) transitionCrossDissolve of each top-level view both scenes have"
          + spring(block.timing)
      ]
    case let controller as any IOSViewControllerTransition:
      let name = "\(type(of: controller).descriptor.className) \(controller.operation.rawValue)"
      guard let dissolve = IOSAnimatedTransitioning.reducingMotion(of: controller) else {
        return ["\(name) crossDissolve: unchanged (it does not move)"]
      }
      var curve = "curveEaseInOut"
      if let custom = controller as? IOSAnimatedTransitioning {
        if case .spring = custom.timing.curve {
          curve = "curveEaseInOut in place of its spring"
        } else {
          curve = "its own curve"
        }
      }
      return [
        "\(name) → cross-dissolve of the two screens (incoming alpha 0 → 1, outgoing 1 → 0, nothing moves), \(format(dissolve.timing.durationMs)) ms, \(curve)"
      ]
    default:
      return []
    }
  }

  /// A number of ms as plans print it: no fraction when whole.
  private static func format(_ ms: Double) -> String {
    ms == ms.rounded() && abs(ms) < 1e15 ? String(Int(ms)) : String(ms)
  }
}
