/// `FloatingActionButton.onMeasure` (Material Components; §9.1).
enum FloatingActionButtonRules {
  /// Measures a FAB whose size dimension (`fabCustomSize`, or 56 dp normal / 40 dp mini) is
  /// `size` px.
  ///
  /// Each axis resolves `size` against its spec (`resolveAdjustedSize`: UNSPECIFIED → `size`,
  /// AT_MOST → `min(size, spec)`, EXACTLY → the spec size; no minimum size), and both sides
  /// take the smaller result so the button stays round. The shadow padding Android adds
  /// around that square is 0 on API 21+ without `useCompatPadding`, unless
  /// `ensureMinTouchTargetSize` (set by the MaterialComponents style) pads a FAB smaller than
  /// the 48 dp touch target by `(48 dp − size) / 2` per side; the node builder reads neither
  /// attribute, so no shadow padding is added here (exact for normal-size FABs).
  static func measure(
    _ node: inout LayoutNode,
    size: Int,
    _ width: MeasureSpec,
    _ height: MeasureSpec
  ) {
    let side = min(width.resolve(size), height.resolve(size))
    node.setMeasured(side, side)
  }
}
