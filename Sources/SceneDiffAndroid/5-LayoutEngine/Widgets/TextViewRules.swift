import SceneDiffCore

/// `TextView.onMeasure` and `getBaseline` (§9.2–9.4) over the text model of §12.
///
/// Button, MaterialButton and RadioButton follow the same rules; their differences (padding,
/// minimum sizes, centred gravity, all caps, the radio's button drawable as the left compound
/// drawable with ``CompoundDrawables/leftIsButton``) are attributes the node builder sets.
///
/// Approximations: a TextView's `maxLines`/`minLines` and `maxHeight`/`minHeight` (and
/// `maxEms`/`maxWidth`, `minEms`/`minWidth`) share one field each in Android, so the attribute
/// read last wins; here every limit that is set applies. `maxLines` below 1 counts as 1. The
/// baseline uses the measured height where Android's `getExtendedPaddingTop` reads the laid-out
/// height (they differ only before the first layout, for text cut by `maxLines`).
enum TextViewRules {
  /// `TextView.VERY_WIDE`: the layout width of a horizontally scrolling (`singleLine`) text.
  static let veryWide = 1024 * 1024

  /// Measures a TextView-like node and stores its text layout in ``LayoutNode/textLayout``.
  ///
  /// As `TextView.onMeasure`: the width first (the spec's when EXACTLY, else the desired
  /// width), then the text laid out in that width less the compound padding, then the height
  /// (the spec's when EXACTLY, else the desired height of the text and of the hint).
  static func measure(
    _ node: inout LayoutNode,
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    let text = node.text ?? TextProperties()
    let style = text.style
    let content = shownText(text)
    let padding = compoundPadding(node.padding, text.compound)
    let measuredWidth =
      width.mode == .exactly
      ? width.size : width.resolve(desiredWidth(node, text, content, padding))
    let want = text.singleLine ? veryWide : max(0, measuredWidth - padding.horizontal)
    let maxLines = text.singleLine ? 1 : text.maxLines
    let layout = TextMeasurer.layout(content, style: style, width: want, maxLines: maxLines)
    let measuredHeight =
      height.mode == .exactly
      ? height.size : height.resolve(desiredHeight(node, text, layout, padding, width: want))
    node.textLayout = layout
    node.setMeasured(measuredWidth, measuredHeight)
  }

  /// The width a TextView asks for when its width is not EXACTLY: the widest of the text, the
  /// top and bottom drawables and the hint, plus the compound padding, limited by `maxEms` and
  /// `maxWidth`, then raised to `minEms`, `minWidth` and the minimum width.
  private static func desiredWidth(
    _ node: LayoutNode,
    _ text: TextProperties,
    _ content: String,
    _ padding: Insets
  ) -> Int {
    let lineHeight = TextMeasurer.lineHeight(style: text.style)
    var desired = TextMeasurer.desiredWidth(content, style: text.style)
    desired = max(desired, text.compound.top?.width ?? 0, text.compound.bottom?.width ?? 0)
    if let hint = text.hint {
      desired = max(desired, TextMeasurer.desiredWidth(hint, style: hintStyle(text.style)))
    }
    desired += padding.horizontal
    if let maxEms = text.maxEms { desired = min(desired, maxEms * lineHeight) }
    if let maxWidth = text.maxWidth { desired = min(desired, maxWidth) }
    if let minEms = text.minEms { desired = max(desired, minEms * lineHeight) }
    if let minWidth = text.minWidth { desired = max(desired, minWidth) }
    return max(desired, node.suggestedMinimumWidth)
  }

  /// The height a TextView asks for when its height is not EXACTLY: the desired height of the
  /// text's `layout`, or of the hint laid out in the same `width` when that is taller.
  private static func desiredHeight(
    _ node: LayoutNode,
    _ text: TextProperties,
    _ layout: TextLayout,
    _ padding: Insets,
    width: Int
  ) -> Int {
    let lineHeight = TextMeasurer.lineHeight(style: text.style)
    let desired = desiredHeight(
      layout.height,
      lineCount: lineCount(of: layout, text),
      text: text,
      padding: padding,
      lineHeight: lineHeight,
      minimum: node.suggestedMinimumHeight
    )
    guard let hint = text.hint else { return desired }
    // The hint is capped by `maxLines` only when ellipsized (`getDesiredHeight`).
    let hintLayout = TextMeasurer.layout(
      hint,
      style: hintStyle(text.style),
      width: width,
      maxLines: text.singleLine ? 1 : text.maxLines
    )
    let hintDesired = desiredHeight(
      fullHeight(of: hintLayout, text),
      lineCount: lineCount(of: hintLayout, text),
      text: text,
      padding: padding,
      lineHeight: lineHeight,
      minimum: node.suggestedMinimumHeight
    )
    return max(desired, hintDesired)
  }

  /// The first baseline, from the node's top (`TextView.getBaseline`), −1 before the first
  /// measure.
  ///
  /// Extended top padding + the vertical offset of non-top gravity + the layout's first
  /// baseline. The offset (`getVerticalOffset`) is `(boxHeight − textHeight) / 2` for centred
  /// and `boxHeight − textHeight` for bottom gravity when the text is shorter than its box
  /// (the height minus the extended paddings), else 0.
  static func baseline(of node: LayoutNode) -> Int {
    guard let layout = node.textLayout else { return -1 }
    let text = node.text ?? TextProperties()
    let padding = compoundPadding(node.padding, text.compound)
    let (top, bottom) = extendedPadding(node, layout, text, padding)
    var offset = 0
    let placement = verticalPlacement(text.gravity)
    if placement != .before {
      let box = node.measuredHeight - top - bottom
      let textHeight = fullHeight(of: layout, text)
      if textHeight < box {
        offset = placement == .after ? box - textHeight : (box - textHeight) / 2
      }
    }
    return top + offset + layout.firstBaseline
  }

  // MARK: Helpers

  /// The text as laid out: `singleLine` replaces line breaks by spaces
  /// (`SingleLineTransformationMethod`); `textAllCaps` is applied by the measurer.
  static func shownText(_ text: TextProperties) -> String {
    guard text.singleLine, text.text.contains(where: { $0.asciiValue == 0x0A }) else {
      return text.text
    }
    return String(text.text.map { $0.asciiValue == 0x0A ? " " : $0 })
  }

  /// The hint's style: `textAllCaps` (a transformation of the text) does not apply to it.
  static func hintStyle(_ style: TextStyle) -> TextStyle {
    var hintStyle = style
    hintStyle.allCaps = false
    return hintStyle
  }

  /// `getCompoundPaddingLeft/Top/Right/Bottom`: padding plus, on each side with a drawable,
  /// its size and `drawablePadding` (a button drawable adds its width only).
  static func compoundPadding(_ padding: Insets, _ drawables: CompoundDrawables) -> Insets {
    let gap = drawables.padding
    let left: Int
    if let size = drawables.left {
      left = drawables.leftIsButton ? size.width : size.width + gap
    } else {
      left = 0
    }
    return Insets(
      left: padding.left + left,
      top: padding.top + (drawables.top.map { $0.height + gap } ?? 0),
      right: padding.right + (drawables.right.map { $0.width + gap } ?? 0),
      bottom: padding.bottom + (drawables.bottom.map { $0.height + gap } ?? 0)
    )
  }

  /// `Layout.getLineCount()` as TextView sees it: an ellipsized layout stops at `maxLines`,
  /// otherwise every line is there.
  private static func lineCount(of layout: TextLayout, _ text: TextProperties) -> Int {
    text.ellipsize ? layout.lineCount : layout.totalLineCount
  }

  /// `Layout.getHeight()` (uncapped) as TextView sees it.
  private static func fullHeight(of layout: TextLayout, _ text: TextProperties) -> Int {
    text.ellipsize ? layout.height : layout.uncappedHeight
  }

  /// `TextView.getDesiredHeight(layout, cap)` for a layout `layoutHeight` tall.
  private static func desiredHeight(
    _ layoutHeight: Int,
    lineCount: Int,
    text: TextProperties,
    padding: Insets,
    lineHeight: Int,
    minimum: Int
  ) -> Int {
    var desired = layoutHeight
    if !text.compound.leftIsButton {
      desired = max(desired, text.compound.left?.height ?? 0)
    }
    desired = max(desired, text.compound.right?.height ?? 0)
    desired += padding.vertical
    if let maxHeight = text.maxHeight { desired = min(desired, maxHeight) }
    if let minLines = text.minLines, lineCount < minLines {
      desired += lineHeight * (minLines - lineCount)
    }
    if let minHeight = text.minHeight { desired = max(desired, minHeight) }
    return max(desired, minimum)
  }

  /// `getExtendedPaddingTop/Bottom`: the compound paddings, except that text cut by `maxLines`
  /// (not ellipsized) is placed by gravity inside the space its shown lines leave.
  private static func extendedPadding(
    _ node: LayoutNode,
    _ layout: TextLayout,
    _ text: TextProperties,
    _ padding: Insets
  ) -> (top: Int, bottom: Int) {
    let maxLines = text.singleLine ? 1 : text.maxLines
    guard let maxLines, lineCount(of: layout, text) > max(1, maxLines) else {
      return (padding.top, padding.bottom)
    }
    let viewHeight = node.measuredHeight - padding.top - padding.bottom
    let layoutHeight = layout.cutLineTop
    guard layoutHeight < viewHeight else { return (padding.top, padding.bottom) }
    let slack = viewHeight - layoutHeight
    switch verticalPlacement(text.gravity) {
    case .before: return (padding.top, padding.bottom + slack)
    case .after: return (padding.top + slack, padding.bottom)
    default: return (padding.top + slack / 2, padding.bottom + slack / 2)
    }
  }

  /// The vertical gravity as TextView applies it: no vertical flag means top (`setGravity`
  /// adds it); anything but top and bottom centres.
  private static func verticalPlacement(_ gravity: Gravity) -> AxisPlacement {
    switch gravity.rawValue & Gravity.verticalMask {
    case 0, Gravity.top.rawValue: .before
    case Gravity.bottom.rawValue: .after
    default: .center
    }
  }
}
