/// The variant of a motion a platform shows when the user asks for less motion
/// (Docs/reduced-motion.md).
///
/// Neither platform publishes one mapping for every transition; SceneDiff follows what each
/// platform itself does, and what Apple's guidelines ask of custom motion:
///
/// - ``android``: the system setting "Remove animations" (Settings › Accessibility) sets
///   `Settings.Global.ANIMATOR_DURATION_SCALE` to 0, and `ValueAnimator` multiplies every
///   duration and start delay by it, so every animator jumps to its end at once (see
///   ``Plan/withAnimatorDurationScale(_:)``). View animations (`res/anim`) are not animators:
///   `android.view.animation.Animation` reads no duration scale, and AndroidX
///   `FragmentAnim.loadAnimation` applies none, so they play unchanged.
/// - ``ios``: with Reduce Motion on, the Human Interface Guidelines ask apps to replace slides,
///   flips and zooms with cross-fades (reference platform-transitions.md §7.3). SceneDiff
///   turns every iOS transition into a cross-dissolve of the same content, with the same
///   duration, delay and curve; a spring becomes `curveEaseInOut` over the spring's duration
///   (see ``SceneTransition/reducingMotion(from:to:)``).
public enum ReducedMotion: String, Sendable, Hashable, CaseIterable {
  /// Android with animations removed: animator duration scale 0.
  case android
  /// iOS with Reduce Motion on: cross-dissolves instead of movement.
  case ios

  /// The platform whose reduction applies to a transition: ``ios`` when it, or any transition
  /// in its sets, is a UIKit or Core Animation transition; ``android`` otherwise.
  public static func platform(of transition: SceneTransition) -> ReducedMotion {
    transition.containsIOSTransition ? .ios : .android
  }
}

extension SceneTransition {
  /// Whether this transition or any child of its sets is a UIKit or Core Animation transition.
  var containsIOSTransition: Bool {
    if type(of: kind).descriptor.family == .iosTransition { return true }
    guard let set = kind as? TransitionSet else { return false }
    return set.children.contains(where: \.containsIOSTransition)
  }
}
