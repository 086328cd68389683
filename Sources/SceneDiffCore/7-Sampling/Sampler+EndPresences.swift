extension Sampler {
  /// Each end node's presences (``EndPresence``), by node index: the few nodes with a ghost or a
  /// Fade keep-in-place presence hold them, every other node reads none.
  struct EndPresences: Sendable {
    /// The presences of the nodes that have any.
    private var present: SparseByIndex<EndPresence>

    /// The presences of `count` end nodes, from `presences` by end index; `nodeOfEnd` gives each
    /// end view's node.
    init(_ presences: Presences, nodeOfEnd: [Int]) {
      present = SparseByIndex(count: nodeOfEnd.count)
      // Only the end views with a presence are visited, each once: a view with both has its
      // ghost set first, then its keep-in-place end beside it.
      for (k, e) in presences.ghosts.indices.enumerated() {
        present[nodeOfEnd[e]] = (presences.ghosts.values[k], presences.keptInPlace[e])
      }
      for (k, e) in presences.keptInPlace.indices.enumerated() where presences.ghosts[e] == nil {
        present[nodeOfEnd[e]] = (nil, presences.keptInPlace.values[k])
      }
    }

    /// The presences of end node `i`: `(nil, nil)` for a node without any.
    subscript(i: Int) -> EndPresence {
      present[i] ?? (nil, nil)
    }
  }
}
