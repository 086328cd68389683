extension SceneTree {
  /// Every view's key, in document order (parents before their children).
  ///
  /// A key is what plans and frames call a view (``Animator/target``, ``ViewSample/key``,
  /// ``Plan/Match``): its `transitionName` if that is unique in the scene, else its `id` if
  /// unique and not already another view's key, else its path of child indices from the root
  /// (`/0/2/1`), as `Docs/scene-format.md` defines them.
  public var viewKeys: [String] {
    FlatScene(self).entries.map(\.key)
  }

  /// The view a key names, with its children, or `nil` when no view of this scene has that key.
  ///
  /// This finds the view behind a plan's or frame's key: for an animator of a plan, look its
  /// target up in ``Plan/toScene`` (or, for a view drawn in the overlay while it disappears, in
  /// ``Plan/fromScene``).
  ///
  /// - Parameter key: A view key (see ``viewKeys``).
  /// - Returns: The view, as the scene holds it.
  public func view(forKey key: String) -> ViewNode? {
    guard let entry = FlatScene(self).entries.first(where: { $0.key == key }) else { return nil }
    // The path (`/0/2/1`) is the child index at each level from the root.
    var level = views
    var found: ViewNode?
    for step in entry.path.split(separator: "/") {
      guard let index = Int(step), level.indices.contains(index) else { return nil }
      found = level[index]
      level = level[index].children
    }
    return found
  }
}
