/// Options of MDC-Android's `MaterialContainerTransform` (reference §7): one view's container
/// grows or shrinks into another's while their contents fade.
///
/// SceneDiff plans the View → View form between a view of the start scene and a different view
/// of the end scene (Docs/material.md, "Container transform").
public struct MaterialContainerTransform: TransitionKind {
  /// `com.google.android.material.transition.MaterialContainerTransform`.
  public static let descriptor = TransitionDescriptor(
    className: "MaterialContainerTransform",
    family: .androidTransition,
    timelineColor: "#00897B"
  )

  /// The start view's id (`setStartViewId`); `nil`: the view with the end view's
  /// `transitionName`.
  public var startView: String?
  /// The end view's id (`setEndViewId`); `nil`: the view with the start view's
  /// `transitionName`.
  public var endView: String?
  /// Entering or returning.
  public var direction: ContainerTransformDirection
  /// How the contents fade.
  public var fadeMode: ContainerFadeMode
  /// How the layers are sized.
  public var fitMode: ContainerFitMode
  /// `MaterialArcMotion` instead of a straight line.
  public var arcMotion: Bool
  /// The motion theme its duration and interpolator come from.
  public var theme: MaterialMotionTheme

  /// Creates options; MDC-Android's defaults.
  public init(
    startView: String? = nil,
    endView: String? = nil,
    direction: ContainerTransformDirection = .auto,
    fadeMode: ContainerFadeMode = .in,
    fitMode: ContainerFitMode = .auto,
    arcMotion: Bool = false,
    theme: MaterialMotionTheme = .material3
  ) {
    self.startView = startView
    self.endView = endView
    self.direction = direction
    self.fadeMode = fadeMode
    self.fitMode = fitMode
    self.arcMotion = arcMotion
    self.theme = theme
  }
}
