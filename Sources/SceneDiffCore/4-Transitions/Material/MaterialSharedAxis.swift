/// Options of MDC-Android's `MaterialSharedAxis(axis, forward)` (reference §6.1): a slide (X,
/// Y) or scale (Z) with a fade through, for views that appear and disappear.
public struct MaterialSharedAxis: TransitionKind {
  /// `com.google.android.material.transition.MaterialSharedAxis`.
  public static let descriptor = TransitionDescriptor(
    className: "MaterialSharedAxis",
    family: .androidTransition,
    timelineColor: "#6750A4"
  )

  /// The axis.
  public var axis: MaterialAxis
  /// The direction: forward slides towards the start edge (X), up (Y) or grows (Z).
  public var forward: Bool
  /// The secondary provider (`FadeThroughProvider` by default; `nil` for none).
  public var secondary: MaterialProvider?
  /// The motion theme its duration and interpolator come from.
  public var theme: MaterialMotionTheme

  /// Creates options: `MaterialSharedAxis(axis, forward)` in a Material3 theme.
  public init(
    axis: MaterialAxis,
    forward: Bool,
    secondary: MaterialProvider? = .fadeThrough(threshold: MaterialProvider.fadeThroughThreshold),
    theme: MaterialMotionTheme = .material3
  ) {
    self.axis = axis
    self.forward = forward
    self.secondary = secondary
    self.theme = theme
  }

  /// The primary provider: `SlideDistanceProvider(forward ? END : START)` for X,
  /// `(forward ? BOTTOM : TOP)` for Y, `ScaleProvider(forward)` for Z.
  public var primary: MaterialProvider {
    switch axis {
    case .x:
      .slideDistance(edge: forward ? .end : .start, distanceDp: MaterialProvider.slideDistanceDp)
    case .y:
      .slideDistance(edge: forward ? .bottom : .top, distanceDp: MaterialProvider.slideDistanceDp)
    case .z: .scale(MaterialScale(growing: forward))
    }
  }
}
