extension Sampler {
  /// Answers whether keys are keys of an end scene, asked in the start scene's order: each key
  /// is first compared with the end view after the last one found, as the end scene mostly
  /// keeps the start scene's order, and looked up only when that view has another key.
  struct EndKeys {
    /// The end scene's entries.
    private let entries: [FlatScene.Entry]
    /// The end index of each end key.
    private let endIndex: EndKeyIndex
    /// The end view compared first: the one after the last end view found.
    private var next = 0

    /// The keys of `end`, whose end index `endIndex` gives.
    init(_ end: FlatScene, endIndex: EndKeyIndex) {
      entries = end.entries
      self.endIndex = endIndex
    }

    /// Whether `key` is an end key.
    mutating func contains(_ key: String) -> Bool {
      if next < entries.count, entries[next].key == key {
        next += 1
        return true
      }
      guard let found = endIndex[key] else { return false }
      next = found + 1
      return true
    }
  }
}
