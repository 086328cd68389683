/// Everything a plan draws at one instant: each ``DrawNode``'s state relative to its parent,
/// each node's root-space sample, and the ``Frame`` that `sample` reports.
package struct DrawFrame: Sendable {
  /// The instant, in ms from the start of the transition.
  package var timeMs: Double
  /// Each node's state relative to its parent, by node index (see ``Sampler/nodes``).
  package var states: [DrawNodeState]
  /// Each node's composed root-space result, by node index: what ``frame`` reports for its key
  /// while the node is drawn.
  package var samples: [ViewSample]
  /// The frame: the end scene's views, then the start views that are not in the end scene.
  package var frame: Frame
}
