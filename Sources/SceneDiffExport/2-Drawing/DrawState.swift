import SceneDiffCore

/// One ``DrawNode``'s own state at an instant, relative to its parent node.
///
/// Composing these from the top level down (`toRoot(child) = toRoot(parent) ·
/// translate(−parent scroll) · matrix(child)`, alpha multiplied, visibility and-ed) gives
/// exactly the root-space bounds, alpha and visibility that ``Sampler`` reports.
struct DrawState: Sendable, Hashable {
  /// Maps the node's local box `(0, 0, width, height)` into its parent's content coordinates
  /// (the scene root's for a top-level node).
  var matrix: Matrix
  /// The laid-out width.
  var width: Double
  /// The laid-out height.
  var height: Double
  /// Its own opacity: the view's alpha × its `transitionAlpha`.
  var opacity: Double
  /// Whether it is drawn on its own account (its parent must be drawn too).
  var visible: Bool
  /// Clip bounds in view-local coordinates, when clipped.
  var clip: Rect?
  /// Horizontal scroll offset of its children.
  var scrollX: Double
  /// Vertical scroll offset of its children.
  var scrollY: Double
  /// The image matrix while ChangeImageTransform animates it.
  var imageMatrix: Matrix?
}
