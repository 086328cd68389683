/// MDC-Android's `MaterialContainerTransform` maths for one start and end view (reference §7):
/// where the container and both layers are, how they are masked, faded and shaped, at any
/// eased progress.
///
/// This is the engine a container-transform transition kind draws from; it is not yet a kind
/// of its own (Docs/material.md, "Not yet"). Bounds are in any one coordinate space (the
/// drawing view's), corner radii in the same units.
struct ContainerTransformGeometry: Sendable, Hashable {
  /// The start view's bounds.
  var start: Rect
  /// The end view's bounds.
  var end: Rect
  /// The start view's corner radius (converted to a size relative to `min(width, height)`).
  var startCornerRadius: Double = 0
  /// The end view's corner radius.
  var endCornerRadius: Double = 0
  /// The direction setting.
  var direction = ContainerTransformDirection.auto
  /// The fade mode.
  var fadeMode = ContainerFadeMode.in
  /// The fit mode.
  var fitMode = ContainerFitMode.auto
  /// `MaterialArcMotion` instead of a straight line.
  var arcMotion = false
  /// Thresholds set explicitly (they replace the defaults in both directions), else `nil`.
  var thresholds: ContainerTransformThresholds?
  /// The start view's elevation.
  var startElevation = 0.0
  /// The end view's elevation.
  var endElevation = 0.0

  /// Whether it enters: `auto` → the end area is strictly larger (§7.2).
  var entering: Bool {
    switch direction {
    case .enter: true
    case .return: false
    case .auto: end.width * end.height > start.width * start.height
    }
  }

  /// The windows in use.
  var activeThresholds: ContainerTransformThresholds {
    thresholds ?? .defaults(entering: entering, arc: arcMotion)
  }

  /// The duration and interpolator the theme gives (§7.3): `motionDurationLong2` entering,
  /// `motionDurationMedium4` returning (300 ms when the theme lacks it), and
  /// `motionEasingEmphasizedInterpolator`, FastOutSlowIn when the theme has none.
  func timing(theme: MaterialMotionTheme) -> (durationMs: Double, interpolator: Interpolator) {
    let duration = theme.duration(entering ? .long2 : .medium4) ?? 300
    return (Double(duration), theme.easing(.emphasized, fallback: .fastOutSlowIn))
  }

  /// The state at eased progress `p`.
  func state(at p: Double) -> ContainerTransformState {
    let windows = activeThresholds
    let anchor = self.anchor(at: p)
    let fit = self.fit(at: p, window: windows.scale)
    let startLayer = Self.layer(anchor, fit.startSize)
    let endLayer = Self.layer(anchor, fit.endSize)
    let masked = mask(startLayer, endLayer, width: fit.byWidth, windows.scaleMask.lerp(0, 1, p))
    let container = Self.union(masked.start, masked.end)
    let fade = self.fade(at: p, window: windows.fade)
    return ContainerTransformState(
      anchor: anchor,
      startLayer: startLayer,
      endLayer: endLayer,
      startScale: fit.startScale,
      endScale: fit.endScale,
      container: container,
      cornerRadius: corner(at: p, window: windows.shapeMask, masked.start, masked.end),
      startAlpha: fade.start,
      endAlpha: fade.end,
      endOnTop: fade.endOnTop,
      scrimAlpha: Int(((entering ? p : 1 - p) * 255).rounded(.towardZero)),
      elevation: startElevation + p * (endElevation - startElevation)
    )
  }

  /// The layer with its top-centre on `anchor`.
  private static func layer(_ anchor: Point, _ size: (width: Double, height: Double)) -> Rect {
    Rect(
      left: anchor.x - size.width / 2,
      top: anchor.y,
      right: anchor.x + size.width / 2,
      bottom: anchor.y + size.height
    )
  }

  /// The smallest rectangle holding both.
  private static func union(_ a: Rect, _ b: Rect) -> Rect {
    Rect(
      left: min(a.left, b.left),
      top: min(a.top, b.top),
      right: max(a.right, b.right),
      bottom: max(a.bottom, b.bottom)
    )
  }
}
