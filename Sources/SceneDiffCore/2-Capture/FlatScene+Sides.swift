extension FlatScene {
  /// A scene made of several screens side by side at the top level, flattened with every key
  /// prefixed by its screen's side (`from:KEY`, `to:KEY`), where `KEY` is the view's key in its
  /// own screen (`from:/0/1` is child 1 of the leaving screen's first root).
  ///
  /// - Parameters:
  ///   - combined: The scene holding every screen's top-level views, in the order of `sides`.
  ///   - sides: Each screen with its prefix and its own scene (for its keys), in drawing order.
  ///
  /// A prefix that ends in `/` (`from:/`) marks a screen drawn inside one box that holds its
  /// top-level views: the box is keyed by the prefix itself, its views by `from:` and their
  /// keys.
  package init(combined: SceneTree, sides: [(prefix: String, scene: SceneTree)]) {
    self.init(combined)
    let keys = sides.flatMap { side in
      let boxed = side.prefix.hasSuffix("/")
      let prefix = boxed ? String(side.prefix.dropLast()) : side.prefix
      return (boxed ? [side.prefix] : []) + FlatScene(side.scene).entries.map { prefix + $0.key }
    }
    guard keys.count == entries.count else { return }
    for i in entries.indices { entries[i].key = keys[i] }
  }
}
