/// One ``DrawNode``'s own state at an instant, relative to its parent node.
///
/// The node's box `(0, 0, width, height)` is drawn at ``matrix`` in its parent's content
/// coordinates: the parent's box scrolled by the parent's ``scrollX`` and ``scrollY`` (the
/// scene root's coordinates for a top-level node). Composing the states of a node and its
/// ancestors from the top level down, `toRoot(node) = toRoot(parent) · T(−parent.scrollX,
/// −parent.scrollY) · matrix(node)`, opacities multiplied and visibilities and-ed, gives the
/// root-space bounds, alpha and visibility that ``Sampler`` reports for every drawn node.
package struct DrawNodeState: Sendable, Hashable {
  /// The horizontal position of its box in its parent's content, before ``transform``: the
  /// laid-out left edge of a view drawn in its parent, 0 for a node drawn at the top level
  /// through a matrix (``transform`` then holds the whole placement).
  package var x: Double
  /// The vertical position of its box, as ``x``.
  package var y: Double
  /// The laid-out width.
  package var width: Double
  /// The laid-out height.
  package var height: Double
  /// The matrix applied to the box at (``x``, ``y``): the view's transform about its pivot,
  /// ChangeTransform's animation matrix in its place, or a top-level node's whole placement.
  package var transform: Matrix
  /// Its own opacity: the view's alpha × its `transitionAlpha`.
  package var opacity: Double
  /// Whether it is drawn on its own account (its parent must be drawn too).
  package var visible: Bool
  /// Clip bounds in view-local coordinates, when clipped.
  package var clip: Rect?
  /// The radius of the clip's corners, view-local, when they are rounded.
  package var clipRadius: Double? = nil
  /// Horizontal scroll offset of its children.
  package var scrollX: Double
  /// Vertical scroll offset of its children.
  package var scrollY: Double
  /// The image matrix (drawable to view content) while ChangeImageTransform animates it.
  package var imageMatrix: Matrix?

  /// `T(x, y) · transform`: maps the box into its parent's content coordinates.
  package var matrix: Matrix { Matrix.translation(x, y).concatenating(transform) }
}
