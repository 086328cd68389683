extension Sampler {
  /// The start-scene matrix to root space of the views of `start` at `indices`, by
  /// ``SceneGeometry/toRoot(ofEntry:in:parentToRoot:)`` as ``SceneGeometry`` computes every
  /// view's, but only for those views and their ancestors: a frame draws only the start views
  /// that are not in the end scene.
  static func startMatrices(_ indices: [Int], in start: FlatScene) -> [Matrix] {
    // The position of each view's matrix in `known`, -1 while it is not computed.
    var position = [Int32](repeating: -1, count: start.count)
    var known: [Matrix] = []
    // Room for every view at once: only the pages the matrices are written to are touched,
    // and the array is not copied as it grows (the views' ancestors are most of a scene).
    known.reserveCapacity(start.count)
    var chain: [Int] = []
    var result: [Matrix] = []
    result.reserveCapacity(indices.count)
    for index in indices {
      // The view and its ancestors up to the first one already computed, then each of them
      // from the top down.
      var current: Int? = index
      while let i = current, position[i] < 0 {
        chain.append(i)
        current = start.entries[i].parent
      }
      while let i = chain.popLast() {
        let parentToRoot = start.entries[i].parent.map { known[Int(position[$0])] }
        let g = SceneGeometry.toRoot(ofEntry: i, in: start, parentToRoot: parentToRoot)
        position[i] = Int32(known.count)
        known.append(g)
      }
      result.append(known[Int(position[index])])
    }
    return result
  }
}
