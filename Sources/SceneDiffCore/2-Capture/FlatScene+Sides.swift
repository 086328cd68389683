extension FlatScene {
  /// A scene made of several screens side by side at the top level, flattened with every key
  /// prefixed by its screen's side (`from:KEY`, `to:KEY`), where `KEY` is the view's key in its
  /// own screen (`from:/0/1` is child 1 of the leaving screen's first root).
  ///
  /// - Parameters:
  ///   - combined: The scene holding every screen's top-level views, in the order of `sides`.
  ///   - sides: Each screen with its prefix and its own scene (for its keys), in drawing order.
  package init(combined: SceneTree, sides: [(prefix: String, scene: SceneTree)]) {
    self.init(combined)
    let keys = sides.flatMap { side in FlatScene(side.scene).entries.map { side.prefix + $0.key } }
    guard keys.count == entries.count else { return }
    for i in entries.indices { entries[i].key = keys[i] }
  }
}
