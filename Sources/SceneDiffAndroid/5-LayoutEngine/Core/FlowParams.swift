import SceneDiffCore

/// A ConstraintLayout `Flow` helper's attributes (`androidx.constraintlayout.helper.widget.Flow`).
struct FlowParams: Sendable, Hashable {
  /// `flow_wrapMode`: how the referenced views break into rows (or columns).
  enum WrapMode: Sendable, Hashable {
    /// `none`: one chain.
    case none
    /// `chain`: chains that wrap, every `flow_maxElementsWrap`-th view starting a new one.
    case chain
    /// `aligned`: a grid.
    case aligned
    /// `chain2`: chains that wrap, a chain holding at most `flow_maxElementsWrap` views.
    case chainNew
  }
  /// `flow_verticalAlign` of the views in a row.
  enum Align: Sendable, Hashable { case top, bottom, center, baseline }
  /// `flow_horizontalAlign` of the views in a column.
  enum HorizontalAlign: Sendable, Hashable { case start, end, center }

  /// `android:orientation` (horizontal unless `vertical`).
  var isVertical = false
  /// `flow_wrapMode` (default `none`).
  var wrapMode = WrapMode.none
  /// `flow_horizontalGap` in px.
  var horizontalGap = 0
  /// `flow_verticalGap` in px.
  var verticalGap = 0
  /// `flow_horizontalStyle` (default spread).
  var horizontalStyle = ChainStyle.spread
  /// `flow_verticalStyle` (default spread).
  var verticalStyle = ChainStyle.spread
  /// `flow_firstHorizontalStyle`, when written.
  var firstHorizontalStyle: ChainStyle?
  /// `flow_lastHorizontalStyle`, when written.
  var lastHorizontalStyle: ChainStyle?
  /// `flow_firstVerticalStyle`, when written.
  var firstVerticalStyle: ChainStyle?
  /// `flow_lastVerticalStyle`, when written.
  var lastVerticalStyle: ChainStyle?
  /// `flow_horizontalBias` (default 0.5).
  var horizontalBias: Float = 0.5
  /// `flow_verticalBias` (default 0.5).
  var verticalBias: Float = 0.5
  /// `flow_firstHorizontalBias` (default 0.5; used with `flow_firstHorizontalStyle`).
  var firstHorizontalBias: Float = 0.5
  /// `flow_lastHorizontalBias` (default 0.5; used with `flow_lastHorizontalStyle`).
  var lastHorizontalBias: Float = 0.5
  /// `flow_firstVerticalBias` (default 0.5; used with `flow_firstVerticalStyle`).
  var firstVerticalBias: Float = 0.5
  /// `flow_lastVerticalBias` (default 0.5; used with `flow_lastVerticalStyle`).
  var lastVerticalBias: Float = 0.5
  /// `flow_verticalAlign` (default center).
  var verticalAlign = Align.center
  /// `flow_horizontalAlign` (default center).
  var horizontalAlign = HorizontalAlign.center
  /// `flow_maxElementsWrap` (0 or less: no limit).
  var maxElementsWrap = 0
}
