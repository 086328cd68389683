import SceneDiffCore

/// How a `layout_constraintDimensionRatio` sizes one child (§7; `ConstraintWidget`'s
/// `setupDimensionRatio` and `ConstraintWidgetContainer.measure`).
///
/// With one `0dp` (spread) side the ratio computes it from the other side's measured size,
/// truncated. With the other side a percent size, or with both sides `0dp`, the side letter (or, without one, the pair of anchors that is
/// complete) says which side is computed from the other's solved size, rounded half up as
/// the linear solver's results are; with all four anchors and no letter, the larger size
/// that fits both spaces is used.
struct ConstraintRatioPlan: Sendable {
  /// Which size the ratio computes.
  enum Kind: Sendable, Hashable {
    /// No ratio.
    case none
    /// The width from the height: measured (`solved == false`) or solved.
    case widthFromHeight(solved: Bool)
    /// The height from the width: measured or solved.
    case heightFromWidth(solved: Bool)
    /// Both from the two solved spaces: the largest size with the ratio that fits.
    case largestFit
  }

  /// The plan.
  var kind: Kind = .none
  /// The ratio.
  private var ratio: ConstraintRatio?

  /// The plan for `widget`.
  init(_ widget: ConstraintWidget) {
    guard let ratio = widget.ratio, !widget.isGone, !widget.isGuideline else { return }
    self.ratio = ratio
    let widthSpread = widget.width == .matchConstraint(.spread)
    let heightSpread = widget.height == .matchConstraint(.spread)
    if widthSpread && !widget.height.isMatchConstraint {
      kind = .widthFromHeight(solved: false)
    } else if heightSpread && !widget.width.isMatchConstraint {
      kind = .heightFromWidth(solved: false)
    } else if heightSpread && widget.width == .matchConstraint(.percent) {
      // The percent side is solved first; the ratio then gives the other (addToSolver keeps
      // the ratio when both sides are match constraints).
      kind = .heightFromWidth(solved: true)
    } else if widthSpread && widget.height == .matchConstraint(.percent) {
      kind = .widthFromHeight(solved: true)
    } else if widthSpread && heightSpread {
      let horizontal = widget.left != nil && widget.right != nil
      let vertical = widget.top != nil && widget.bottom != nil
      switch ratio.side {
      case .width: kind = vertical ? .widthFromHeight(solved: true) : .heightFromWidth(solved: true)
      case .height:
        kind = horizontal ? .heightFromWidth(solved: true) : .widthFromHeight(solved: true)
      case .unknown where vertical && !horizontal: kind = .widthFromHeight(solved: true)
      case .unknown where horizontal && !vertical: kind = .heightFromWidth(solved: true)
      case .unknown: kind = .largestFit
      }
    }
  }

  /// Whether the width needs the vertical axis solved first (so both axes are solved twice).
  var needsSecondRound: Bool {
    kind == .widthFromHeight(solved: true) || kind == .largestFit
  }

  /// The width the ratio fixes before the horizontal axis is solved, if any.
  func width(
    _ child: LayoutNode,
    _ vertical: ConstraintLayoutRules.AxisResult,
    _ index: Int,
    _ fit: PixelSize?,
    first: Bool
  ) -> Int? {
    guard let ratio else { return nil }
    switch kind {
    case .widthFromHeight(solved: false): return ratio.width(forHeight: child.measuredHeight)
    case .widthFromHeight(solved: true) where !first:
      return ratio.solvedWidth(forHeight: vertical.length(index))
    case .largestFit where !first: return fit?.width
    default: return nil
    }
  }

  /// The height the ratio fixes before the vertical axis is solved, if any.
  func height(
    _ child: LayoutNode,
    _ horizontal: ConstraintLayoutRules.AxisResult,
    _ index: Int,
    _ fit: PixelSize?,
    first: Bool
  ) -> Int? {
    guard let ratio else { return nil }
    switch kind {
    case .heightFromWidth(solved: false): return ratio.height(forWidth: child.measuredWidth)
    case .heightFromWidth(solved: true):
      return ratio.solvedHeight(forWidth: horizontal.length(index))
    case .largestFit where !first: return fit?.height
    default: return nil
    }
  }

  /// For ``Kind/largestFit``: the largest size with the ratio inside `width` × `height`.
  func fit(_ width: Int, _ height: Int) -> PixelSize? {
    guard kind == .largestFit, let ratio else { return nil }
    let byWidth = ratio.solvedHeight(forWidth: width)
    if byWidth <= height { return PixelSize(width: width, height: byWidth) }
    return PixelSize(width: ratio.solvedWidth(forHeight: height), height: height)
  }
}
