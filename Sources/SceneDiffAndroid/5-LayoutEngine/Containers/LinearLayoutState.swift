import SceneDiffCore

/// What a LinearLayout remembers from its last measure for its layout and `getBaseline`
/// (`mTotalLength`, `mMaxAscent`, `mMaxDescent`, `mBaselineChildTop`).
///
/// Android keeps these in fields of the view; SceneDiff keeps them on the node
/// (``LayoutNode/linearState``) so that ``LinearLayoutRules`` can read them after measuring.
struct LinearLayoutState: Sendable, Hashable {
  /// `mTotalLength`: the children's main-axis length plus padding from the last measure.
  ///
  /// When the weight pass ran it is the sum of the final sizes without the dividers, as in
  /// Android.
  var totalLength = 0
  /// `mMaxAscent` of a horizontal layout, by vertical-gravity group (centre, top, bottom,
  /// fill); −1 where no child of the group has a baseline.
  var maxAscent = [-1, -1, -1, -1]
  /// `mMaxDescent`, by the same groups.
  var maxDescent = [-1, -1, -1, -1]
  /// `mBaselineChildTop`: the main-axis length in front of the `baselineAlignedChildIndex`
  /// child (without padding), set by a vertical measure only.
  var baselineChildTop = 0

  /// The state of a layout never measured.
  init() {}
}
