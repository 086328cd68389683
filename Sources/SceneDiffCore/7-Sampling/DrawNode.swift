/// One box that a plan draws: an end-scene view, or a start-scene view drawn in the scene root's
/// overlay while it disappears.
///
/// ``Sampler`` draws a plan as a tree of these nodes that mirrors Android's view tree, so that a
/// child moves, fades and scrolls with its parent as Android composes it. Every node keeps the
/// same parent for the whole transition, which lets previews and exports nest one element per
/// node once and only restyle it over time; a view that Android draws in the overlay for part of
/// the transition and in its parent after (a ChangeTransform ghost) is therefore a top-level
/// node throughout. ``DrawFrame`` holds each node's state at an instant.
package struct DrawNode: Sendable {
  /// Where a node comes from, which says how its state is made.
  package enum Source: Sendable, Hashable {
    /// An end-scene view in its end parent, by its index in the end scene's flattened entries.
    ///
    /// Its state is its own end-scene values with its animators applied.
    case end(Int)
    /// An end-scene view that ChangeTransform draws as a ghost in the overlay, by its end
    /// index: a top-level node whose state is its root-space placement, through its end
    /// parent's captured matrix while the ghost lasts, then through its end parent's composed
    /// state (position, scroll, alpha and visibility). Its children stay inside it.
    case ghost(end: Int)
    /// The outermost view of a disappearing subtree, by its start-scene index: drawn at the top
    /// level at its start place, moved by the change of its translation and faded by its alpha
    /// animators while its overlay presence lasts.
    case overlayRoot(start: Int)
    /// A start-scene view drawn inside an overlay root (or another overlay child), with its own
    /// start-scene values.
    case overlayChild(start: Int)
    /// A scrim: a box of one colour (its view's background) over the whole scene at the top
    /// level, drawn beneath the layers it darkens the rest for (a container transform's), its
    /// opacity the paint alpha of a scrim animator (``/SceneDiffCore/AnimatedProperty/scrimAlpha``).
    case scrim
  }

  /// The view key, as plans and frames name it.
  package var key: String
  /// Where its view is read from: held whole (a scrim's), or read back from its flattened
  /// scene when asked for (a scene's view), so that making the nodes copies no view.
  var viewSource: ViewSource
  /// Where it comes from.
  package var source: Source
  /// The parent node's index, or `nil` at the top level (the scene root).
  package var parent: Int?
  /// Child node indices, in drawing order.
  package var children: [Int]
  /// The animators whose values make its state, in plan order, as its range of its tree's
  /// ``Sampler/NodeAnimators/positions`` (empty for a scrim, whose animator its
  /// ``ScrimLayer`` holds): ``Sampler/animators(ofNode:)`` gives them as an array.
  var animatorSpan: Range<Int32>
  /// Until when it is drawn on its own account, in ms.
  ///
  /// `.infinity` (always), 0 (never), or the end of the presence that keeps it drawn; its
  /// parent must be drawn too. ``DrawNodeState/visible`` is `timeMs < visibleUntilMs`.
  package var visibleUntilMs: Double
  /// Until when it is drawn, its ancestors included.
  ///
  /// The smallest ``visibleUntilMs`` from this node up to the top level.
  package var drawnUntilMs: Double
  /// The view animations started on it, drawn after its own properties (end views only).
  package var viewAnimations: [ViewAnimationRun] = []

  /// The view (its `children` emptied; see ``children``).
  package var view: ViewNode {
    switch viewSource {
    case .stored(let view): view
    case .flattened(let views, let index): views.scene[index]
    }
  }

  /// Whether it is a start-scene view drawn in the scene root's overlay: an overlay root or one
  /// of its children.
  package var isOverlay: Bool {
    switch source {
    case .end, .ghost, .scrim: false
    case .overlayRoot, .overlayChild: true
    }
  }
}
