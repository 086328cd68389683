import SceneDiffCore

/// `FloatingActionButton.onMeasure` (Material Components; §9.1).
enum FloatingActionButtonRules {
  /// Measures a FAB whose size dimension (`fabCustomSize`, or 56 dp normal / 40 dp mini) is
  /// `size` px, inside `shadowPadding` (see ``shadowPadding(size:minimumTouchTarget:compat:)``).
  ///
  /// Each axis resolves `size` against its spec (`resolveAdjustedSize`: UNSPECIFIED → `size`,
  /// AT_MOST → `min(size, spec)`, EXACTLY → the spec size; no minimum size), both sides take
  /// the smaller result so the button stays round, and the shadow padding is added around
  /// that square.
  static func measure(
    _ node: inout LayoutNode,
    size: Int,
    _ shadowPadding: Insets,
    _ width: MeasureSpec,
    _ height: MeasureSpec
  ) {
    let side = min(width.resolve(size), height.resolve(size))
    node.setMeasured(
      side + shadowPadding.left + shadowPadding.right,
      side + shadowPadding.top + shadowPadding.bottom
    )
  }

  /// `FloatingActionButtonImpl.getPadding` on API 21+.
  ///
  /// - Parameters:
  ///   - size: the size dimension in px.
  ///   - minimumTouchTarget: the 48 dp touch target in px when `ensureMinTouchTargetSize` is
  ///     on, otherwise `nil`.
  ///   - compat: with `useCompatPadding`, the shadow's size in px
  ///     (`elevation + pressedTranslationZ`), otherwise `nil`.
  /// - Returns: with compat padding, `max(touch, ⌈shadow⌉)` left and right and
  ///   `max(touch, ⌈1.5 × shadow⌉)` top and bottom, where `touch = max((target − size) / 2, 0)`
  ///   (integer division); without it, `(target − size) / 2` on every side when the FAB is
  ///   smaller than the target, otherwise nothing.
  static func shadowPadding(size: Int, minimumTouchTarget: Int?, compat: Float?) -> Insets {
    let touch = minimumTouchTarget.map { max(($0 - size) / 2, 0) } ?? 0
    if let shadow = compat {
      let horizontal = max(touch, Int(javaCast: shadow.rounded(.up)))
      let vertical = max(touch, Int(javaCast: (shadow * 1.5).rounded(.up)))
      return Insets(left: horizontal, top: vertical, right: horizontal, bottom: vertical)
    }
    return Insets(all: touch)
  }
}
