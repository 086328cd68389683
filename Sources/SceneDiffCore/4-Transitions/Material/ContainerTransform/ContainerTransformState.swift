/// What a container transform draws at one eased progress (reference §7.5–§7.10).
struct ContainerTransformState: Sendable, Hashable {
  /// The anchor, (centre x, top) of both layers, on the motion path.
  var anchor: Point
  /// The start view's layer, before masking.
  var startLayer: Rect
  /// The end view's layer, before masking.
  var endLayer: Rect
  /// The factor the start view is drawn scaled by.
  var startScale: Double
  /// The factor the end view is drawn scaled by.
  var endScale: Double
  /// The container: the union of the two masked layers, which clips both.
  var container: Rect
  /// The corner radius of the container's shape.
  var cornerRadius: Double
  /// The start content's alpha, 0–255.
  var startAlpha: Int
  /// The end content's alpha, 0–255.
  var endAlpha: Int
  /// Whether the end content is drawn over the start content.
  var endOnTop: Bool
  /// The scrim paint's alpha, 0–255, which multiplies the scrim colour's own.
  var scrimAlpha: Int
  /// The elevation.
  var elevation: Double
}
