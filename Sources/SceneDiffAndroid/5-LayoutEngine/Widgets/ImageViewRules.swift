import SceneDiffCore

/// `ImageView.onMeasure` and `getBaseline` (§9.1), also for ImageButton and the ratio
/// ImageView subclasses.
enum ImageViewRules {
  /// `ImageView.onMeasure` for a current target SDK (`mAdjustViewBoundsCompat` false).
  ///
  /// The content size is the drawable's intrinsic size (an axis ≤ 0 counts as 1; no drawable
  /// is 0 × 0). Without `adjustViewBounds`, or with both specs EXACTLY, it is padded, raised to
  /// the minimum size and resolved per axis; `maxWidth`/`maxHeight` do not apply. With
  /// `adjustViewBounds`, each axis is first resolved by `resolveAdjustedSize` (capped by the
  /// max size, no minimum size), then a free axis is changed to keep the drawable's aspect
  /// ratio if the result still fits: the width first, else the height.
  static func measure(_ node: inout LayoutNode, _ width: MeasureSpec, _ height: MeasureSpec) {
    let image = node.image ?? ImageProperties()
    var contentWidth = 0
    var contentHeight = 0
    var desiredAspect: Float = 0
    var resizeWidth = false
    var resizeHeight = false
    if let drawable = image.drawable {
      contentWidth = drawable.width <= 0 ? 1 : drawable.width
      contentHeight = drawable.height <= 0 ? 1 : drawable.height
      if image.adjustViewBounds {
        resizeWidth = width.mode != .exactly
        resizeHeight = height.mode != .exactly
        desiredAspect = Float(contentWidth) / Float(contentHeight)
      }
    }
    let padding = node.padding
    guard resizeWidth || resizeHeight else {
      node.setMeasured(
        width.resolve(max(contentWidth + padding.horizontal, node.suggestedMinimumWidth)),
        height.resolve(max(contentHeight + padding.vertical, node.suggestedMinimumHeight))
      )
      return
    }
    var widthSize = adjustedSize(contentWidth + padding.horizontal, image.maxWidth, width)
    var heightSize = adjustedSize(contentHeight + padding.vertical, image.maxHeight, height)
    let actualAspect =
      Float(widthSize - padding.horizontal) / Float(heightSize - padding.vertical)
    if Double(abs(actualAspect - desiredAspect)) > 0.000_000_1 {
      var done = false
      if resizeWidth {
        let newWidth =
          Int(javaCast: desiredAspect * Float(heightSize - padding.vertical))
          + padding.horizontal
        // The width may outgrow its first estimate when the height is fixed.
        if !resizeHeight { widthSize = adjustedSize(newWidth, image.maxWidth, width) }
        if newWidth <= widthSize {
          widthSize = newWidth
          done = true
        }
      }
      if !done && resizeHeight {
        let newHeight =
          Int(javaCast: Float(widthSize - padding.horizontal) / desiredAspect)
          + padding.vertical
        if !resizeWidth { heightSize = adjustedSize(newHeight, image.maxHeight, height) }
        if newHeight <= heightSize { heightSize = newHeight }
      }
    }
    node.setMeasured(widthSize, heightSize)
  }

  /// An ImageView subclass that measures with height `widthSpecSize × numerator /
  /// denominator` (integer division) as an EXACTLY spec, whatever its `layout_height`
  /// (`ThreeTwoImageView`: 2 / 3; SOURCES.md §3.7), then as an ImageView.
  ///
  /// The width spec's size is used whatever its mode (the UNSPECIFIED hint included).
  static func measureRatio(
    _ node: inout LayoutNode,
    _ numerator: Int,
    _ denominator: Int,
    _ width: MeasureSpec,
    _ height: MeasureSpec
  ) {
    guard denominator != 0 else {
      measure(&node, width, height)
      return
    }
    measure(&node, width, .exactly(width.size * numerator / denominator))
  }

  /// `ImageView.getBaseline`: the measured height with `baselineAlignBottom`, else the
  /// `baseline` attribute, −1 when neither is set.
  static func baseline(of node: LayoutNode) -> Int {
    guard let image = node.image else { return -1 }
    if image.baselineAlignBottom { return node.measuredHeight }
    return image.baseline ?? -1
  }

  /// `ImageView.resolveAdjustedSize`: UNSPECIFIED → `min(desired, maxSize)`; AT_MOST →
  /// `min(desired, specSize, maxSize)`; EXACTLY → the spec size.
  private static func adjustedSize(_ desired: Int, _ maxSize: Int, _ spec: MeasureSpec) -> Int {
    switch spec.mode {
    case .unspecified: min(desired, maxSize)
    case .atMost: min(desired, spec.size, maxSize)
    case .exactly: spec.size
    }
  }
}
