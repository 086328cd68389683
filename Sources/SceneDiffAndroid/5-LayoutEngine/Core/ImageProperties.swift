import SceneDiffCore

/// What an ImageView-like node shows and the attributes its measurement reads (§9.1).
struct ImageProperties: Sendable, Hashable {
  /// The drawable's intrinsic size in px, `nil` when there is no drawable.
  ///
  /// A drawable without an intrinsic size (a colour, a shape without `<size>`) has −1 on that
  /// axis.
  var drawable: PixelSize?
  /// `scaleType` (ImageView default `fitCenter`; ImageButton `center`).
  var scaleType: ScaleType = .fitCenter
  /// `adjustViewBounds`.
  var adjustViewBounds = false
  /// `maxWidth` in px (unlimited by default).
  var maxWidth = Int.max
  /// `maxHeight` in px.
  var maxHeight = Int.max
  /// `baseline` in px, `nil` when not set.
  var baseline: Int?
  /// `baselineAlignBottom`.
  var baselineAlignBottom = false

  /// No drawable.
  init() {}
}
