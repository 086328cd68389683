/// Every kind of transition SceneDiff knows, in one list.
///
/// Adding a transition means adding its files and one line here; the planner reaches its
/// engine through the value itself, and file readers, `explain` and the previews look kinds up
/// in this list.
public enum TransitionRegistry {
  /// Every kind, sets first, then Android's transitions in the order of the reference, then
  /// MDC-Android's Material patterns.
  public static let kinds: [any TransitionKind.Type] = [
    TransitionSet.self,
    ChangeBounds.self,
    ChangeTransform.self,
    ChangeClipBounds.self,
    ChangeImageTransform.self,
    ChangeScroll.self,
    Fade.self,
    Slide.self,
    Explode.self,
    Recolor.self,
    MotionLayoutTransition.self,
    IOSViewTransition.self,
    IOSLayerTransition.self,
    IOSBlockAnimation.self,
    IOSAnimatedTransitioning.self,
    IOSNavigationTransition.self,
    IOSModalTransition.self,
    MaterialSharedAxis.self,
    MaterialFadeThrough.self,
    MaterialFade.self,
    MaterialElevationScale.self,
    Hold.self,
    MaterialContainerTransform.self,
  ]

  /// Every kind's descriptor, in ``kinds`` order.
  public static let descriptors: [TransitionDescriptor] = kinds.map { $0.descriptor }

  /// The descriptor of the kind with this class name, if SceneDiff knows it.
  public static func descriptor(forClassName className: String) -> TransitionDescriptor? {
    descriptorsByClassName[className]
  }

  private static let descriptorsByClassName: [String: TransitionDescriptor] = Dictionary(
    descriptors.map { ($0.className, $0) },
    uniquingKeysWith: { first, _ in first }
  )
}
