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
  /// These are the scene's own keys. A plan keys a start view and an end view that share a key
  /// without being matched as `from:K` and `to:K`; look a plan's keys up with
  /// ``Plan/startView(forKey:)`` and ``Plan/endView(forKey:)``.
  ///
  /// - Parameter key: A view key (see ``viewKeys``).
  /// - Returns: The view, as the scene holds it.
  public func view(forKey key: String) -> ViewNode? {
    let flat = FlatScene(self)
    return flat.entries.firstIndex { $0.key == key }.flatMap { flat.view(withChildrenAt: $0) }
  }
}
