import SceneDiffCore

/// How a layout file becomes a scene: the device, extra resource folders, the theme and any
/// changes to apply before measuring.
public struct LayoutOptions: Sendable, Hashable {
  /// The device to lay out for (default ``Device/defaultPhone``, 1080 × 1920 px at 2.625).
  public var device: Device
  /// `res/` folders searched after the one that holds the layout (`--res`), in order.
  public var resourceFolders: [String]
  /// The app theme (`@style/AppTheme`, `@android:style/Theme.Material.Light`); `nil` reads
  /// the manifest next to `res/`, then falls back to a default for the layout's widgets.
  public var theme: String?
  /// Changes applied to the inflated views before they are measured (`--set`, `--unset`,
  /// `--move`), as code would change them before `beginDelayedTransition` lays them out again.
  public var changes: [LayoutChange]
  /// Whether a layout inside a Gradle build gets the resources of the modules Android merges
  /// for it (project mode, `Docs/projects.md`); `false` is `--no-project`.
  public var usesProject: Bool
  /// The build variant whose source sets project mode reads before `main` (`--variant`).
  public var variant: String?
  /// Whether an unresolved resource or theme attribute is a warning with a placeholder value
  /// rather than an error (`--lenient`, `Docs/projects.md`).
  public var isLenient: Bool
  /// Whether a MotionLayout is laid out at its current transition's end `ConstraintSet`
  /// (`--motion-end`) rather than its start one (`Docs/android-layouts.md`).
  public var isAtMotionEnd: Bool
  /// The screen Interface Builder scenes are re-solved for (`--device`: width and height in
  /// points, scale as density; `Docs/interface-builder.md`); `nil` keeps their stored frames.
  public var interfaceBuilderDevice: SceneDevice? = nil

  /// Options for `device` with no extra folders, theme or changes, in project mode and strict,
  /// MotionLayouts at their start state.
  public init(
    device: Device = .defaultPhone,
    resourceFolders: [String] = [],
    theme: String? = nil,
    changes: [LayoutChange] = [],
    usesProject: Bool = true,
    variant: String? = nil,
    isLenient: Bool = false,
    isAtMotionEnd: Bool = false
  ) {
    self.device = device
    self.resourceFolders = resourceFolders
    self.theme = theme
    self.changes = changes
    self.usesProject = usesProject
    self.variant = variant
    self.isLenient = isLenient
    self.isAtMotionEnd = isAtMotionEnd
  }
}
