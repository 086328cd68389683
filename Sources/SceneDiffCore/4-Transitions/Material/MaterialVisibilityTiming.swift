/// Which theme attributes a Material Visibility pattern reads for its duration and
/// interpolator, per direction, and its fallback interpolators (reference §4.1, §8).
struct MaterialVisibilityTiming {
  /// `getDurationThemeAttrResId(true)`, `nil`: none.
  var appearDuration: MaterialDurationToken?
  /// `getDurationThemeAttrResId(false)`.
  var disappearDuration: MaterialDurationToken?
  /// `getEasingThemeAttrResId(true)`, `nil`: none (the platform default stays).
  var appearEasing: MaterialEasingToken?
  /// `getEasingThemeAttrResId(false)`.
  var disappearEasing: MaterialEasingToken?
  /// `getDefaultEasingInterpolator(true)`.
  var appearFallback: Interpolator = .fastOutSlowIn
  /// `getDefaultEasingInterpolator(false)`.
  var disappearFallback: Interpolator = .fastOutSlowIn

  /// Shared axis and fade through: `motionDurationLong1`, `motionEasingEmphasizedInterpolator`,
  /// FastOutSlowIn when the theme has no interpolator.
  static let long1Emphasized = MaterialVisibilityTiming(
    appearDuration: .long1,
    disappearDuration: .long1,
    appearEasing: .emphasized,
    disappearEasing: .emphasized
  )

  /// Elevation scale and Hold: no theme attributes, so Android's 300 ms and
  /// AccelerateDecelerate stay unless the transition sets them.
  static let none = MaterialVisibilityTiming()

  /// The duration and interpolator the first animator writes into the transition (reference
  /// §4.2: theme values apply only while unset, and the first target's direction wins).
  func resolved(appearing: Bool, theme: MaterialMotionTheme) -> (
    durationMs: Double, interpolator: Interpolator
  ) {
    let durationToken = appearing ? appearDuration : disappearDuration
    let easingToken = appearing ? appearEasing : disappearEasing
    let duration = durationToken.flatMap(theme.duration) ?? 300
    let interpolator =
      easingToken.map {
        theme.easing($0, fallback: appearing ? appearFallback : disappearFallback)
      } ?? .accelerateDecelerate
    return (Double(duration), interpolator)
  }

  /// `MaterialVisibility.createAnimator` for every target of leaf `node`: each provider's
  /// animators, played together from 0, all with the duration and interpolator the first
  /// target resolved.
  func animators(
    node: Int,
    context: PlanningContext,
    transition: String,
    providers: [MaterialProvider],
    theme: MaterialMotionTheme
  ) -> [PendingAnimator] {
    let targets = VisibilityTarget.all(node: node, mode: .both, context: context)
    guard let first = targets.first else { return [] }
    let screen = ScreenPixels(context)
    let timing = resolved(appearing: first.appearing, theme: theme)
    return targets.flatMap { target in
      providers.flatMap { $0.animators(target, transition: transition, screen: screen) }
    }.map {
      var pending = $0
      pending.animator.durationMs = timing.durationMs
      pending.animator.timing = .interpolator(timing.interpolator)
      return pending
    }
  }
}
