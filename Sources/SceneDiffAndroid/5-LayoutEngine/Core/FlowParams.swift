import SceneDiffCore

/// A ConstraintLayout `Flow` helper's attributes (`androidx.constraintlayout.helper.widget.Flow`).
struct FlowParams: Sendable, Hashable {
  /// `flow_wrapMode`: how the referenced views break into rows.
  enum WrapMode: Sendable, Hashable { case none, chain, aligned }
  /// `flow_verticalAlign` of the views in a row.
  enum Align: Sendable, Hashable { case top, bottom, center, baseline }

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
  /// `flow_horizontalBias` (default 0.5).
  var horizontalBias: Float = 0.5
  /// `flow_verticalBias` (default 0.5).
  var verticalBias: Float = 0.5
  /// `flow_verticalAlign` (default center).
  var verticalAlign = Align.center
  /// `flow_maxElementsWrap` (0 or less: no limit).
  var maxElementsWrap = 0
}
