extension Sampler {
  /// Each drawn view of a scene with its root-space box, in document order: the outlines
  /// previews show for the start and end scenes.
  ///
  /// A view is drawn when it and all its ancestors are VISIBLE; its box is its rectangle mapped
  /// through every position, scroll offset and transform from the root (see ``box(_:width:height:)``).
  package static func outlines(_ flat: FlatScene) -> [(key: String, bounds: Rect)] {
    let geometry = SceneGeometry(flat)
    var hidden = [Bool](repeating: false, count: flat.count)
    var result: [(key: String, bounds: Rect)] = []
    for (i, entry) in flat.entries.enumerated() {
      hidden[i] = entry.visibility != .visible || entry.parent.map { hidden[$0] } ?? false
      guard !hidden[i] else { continue }
      let bounds = box(geometry.toRoot[i], width: entry.width, height: entry.height)
      result.append((entry.key, bounds))
    }
    return result
  }
}
