extension Sampler {
  /// The start-scene matrix to root space of the views of `start` at `indices`, computed as
  /// ``SceneGeometry`` computes every view's (`toRoot`), bit for bit, but only for those views
  /// and their ancestors: a frame draws only the start views that are not in the end scene.
  ///
  /// A view's matrix is its parent's, scrolled by the parent's scroll offsets, then its own
  /// offset and transform; a top-level view's is its own.
  static func startMatrices(_ indices: [Int], in start: FlatScene) -> [Matrix] {
    // The position of each view's matrix in `known`, -1 while it is not computed.
    var position = [Int32](repeating: -1, count: start.count)
    var known: [Matrix] = []
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
        let view = start.entries[i].view
        let own = Matrix.translation(view.x, view.y)
          .concatenating(view.transform.matrix(width: view.width, height: view.height))
        var g = own
        if let parent = start.entries[i].parent {
          let scroll = Matrix.translation(
            -start.entries[parent].view.scrollX,
            -start.entries[parent].view.scrollY
          )
          g = known[Int(position[parent])].concatenating(scroll).concatenating(own)
        }
        position[i] = Int32(known.count)
        known.append(g)
      }
      result.append(known[Int(position[index])])
    }
    return result
  }
}
