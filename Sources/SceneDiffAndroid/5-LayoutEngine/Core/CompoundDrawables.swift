import SceneDiffCore

/// A TextView's compound drawables: each side's drawable size, if any, and the padding
/// between a drawable and the text.
struct CompoundDrawables: Sendable, Hashable {
  /// The left drawable's size.
  var left: PixelSize?
  /// The top drawable's size.
  var top: PixelSize?
  /// The right drawable's size.
  var right: PixelSize?
  /// The bottom drawable's size.
  var bottom: PixelSize?
  /// `drawablePadding` in px.
  var padding = 0
  /// Whether ``left`` is a CompoundButton's button drawable (a RadioButton's circle) rather
  /// than a `drawableLeft`.
  ///
  /// A button drawable widens the left compound padding by its width only (no
  /// `drawablePadding`) and does not enter the desired height; CompoundButton raises the
  /// TextView minimum height to its height instead (the node builder sets
  /// ``TextProperties/minHeight``).
  var leftIsButton = false

  /// None.
  init() {}
}
