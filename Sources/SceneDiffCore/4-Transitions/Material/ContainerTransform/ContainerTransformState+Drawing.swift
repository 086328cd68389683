extension ContainerTransformState {
  /// The alphas SceneDiff draws the two layers with, 0–1.
  ///
  /// SceneDiff draws the start layer (in the overlay) over the end layer (in place). When the
  /// fade evaluator puts the start on top, these are its alphas. When it puts the end on top
  /// (`FADE_MODE_IN` entering, `FADE_MODE_OUT` returning), the end is drawn opaque and the start
  /// with `startAlpha × (1 − endAlpha)` over it, which gives the same picture where the layers
  /// overlap (`a·E + (1 − a)·S`); outside the start layer the end shows fully opaque while it
  /// fades in (a deliberate difference, Docs/material.md).
  var drawnAlphas: (start: Double, end: Double) {
    let start = Double(startAlpha) / 255
    let end = Double(endAlpha) / 255
    return endOnTop ? (start * (1 - end), 1) : (start, end)
  }
}
