extension Style {
  /// A style chain (nearest first, as ``ResourceResolver/chain(of:)`` makes it) as one style
  /// whose items are the chain's, each name taking the item of the nearest style that sets it.
  ///
  /// Every name a view asks for and no element sets walks the `style=` and default-style
  /// chains a dictionary at a time (a default style's chain is often four or five styles
  /// deep); a flattened chain answers with one lookup, and the same item as the walk: the
  /// first style of the chain with an item for the name. It keeps the nearest style's name,
  /// namespace, parent and location; only its items differ. A chain of one style is returned
  /// as it is.
  static func flattened(_ chain: [Style]) -> [Style] {
    guard var merged = chain.first, chain.count > 1 else { return chain }
    for style in chain.dropFirst() {
      merged.items.merge(style.items) { nearer, _ in nearer }
    }
    return [merged]
  }
}
