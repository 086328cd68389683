extension AnimatedProperty {
  /// A view animation's alpha multiplier (`<alpha>`), drawn × the view's alpha.
  public static let animationAlpha = AnimatedProperty(rawValue: "animationAlpha")
  /// A view animation's translation `[dx, dy]` (`<translate>`), view-local.
  public static let animationTranslation = AnimatedProperty(rawValue: "animationTranslation")
  /// A view animation's scale factors `[sx, sy]` about its pivot (`<scale>`).
  public static let animationScale = AnimatedProperty(rawValue: "animationScale")
  /// A view animation's rotation in degrees about its pivot (`<rotate>`).
  public static let animationRotation = AnimatedProperty(rawValue: "animationRotation")
  /// A view animation's clip `[left, top, right, bottom]`, view-local (`<cliprect>`).
  public static let animationClip = AnimatedProperty(rawValue: "animationClip")

  /// Whether this is one of a view animation's properties, which the sampler draws from the
  /// plan's ``ViewAnimationRun``s rather than from the animators that list them.
  public var isViewAnimation: Bool {
    // A switch, not an array literal's `contains`: the sampler's setup asks this of every
    // animator, and the literal was an array allocated and freed on each call.
    switch self {
    case .animationAlpha, .animationTranslation, .animationScale, .animationRotation,
      .animationClip:
      true
    default:
      false
    }
  }
}
