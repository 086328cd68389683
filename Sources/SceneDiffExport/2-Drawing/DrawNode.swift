import SceneDiffCore

/// One element of a drawn scene: an end-scene view, or a start-scene view drawn in the scene
/// root's overlay while it disappears.
///
/// Previews and exports draw a plan as nested boxes that mirror the view tree, so that a child
/// moves, fades and clips with its parent exactly as Android composes it; see ``DrawModel``.
struct DrawNode: Sendable {
  /// Where a node comes from.
  enum Source: Sendable, Hashable {
    /// An end-scene view, by its index in the end scene's flattened entries.
    case end(Int)
    /// The outermost view of a disappearing subtree, drawn at the top level (the overlay) at
    /// this root-space rectangle until the given time.
    case overlayRoot(start: Int, rect: Rect, untilMs: Double)
    /// A start-scene view drawn inside an overlay root.
    case overlayChild(start: Int)
  }

  /// The view key, as plans and frames name it.
  var key: String
  /// The view (its `children` emptied; see ``DrawModel/children``).
  var view: ViewNode
  /// The parent node's index in ``DrawModel/nodes``, or `nil` at the top level.
  var parent: Int?
  /// Where it comes from.
  var source: Source

  /// Whether it is drawn in the overlay (an overlay root or one of its descendants).
  var isOverlay: Bool {
    if case .end = source { false } else { true }
  }
}
