extension Plan {
  /// Both scenes flattened with the keys this plan uses: each scene's own keys, except that the
  /// two views behind each of ``separatedKeys`` are `from:K` and `to:K`.
  package func keyedScenes() -> (start: FlatScene, end: FlatScene) {
    if let screenChange {
      return (screenChange.flatten(fromScene), screenChange.flatten(toScene))
    }
    var start = FlatScene(fromScene)
    var end = FlatScene(toScene)
    let separated = Set(separatedKeys)
    if !separated.isEmpty {
      ViewKeys.separate(&start, &end) { key, _, _ in separated.contains(key) }
    }
    return (start, end)
  }

  /// The start-scene view a key of this plan names (a key of ``disappearing``, ``Match/from``,
  /// or an animator's target while its view is drawn in the overlay), or `nil`.
  public func startView(forKey key: String) -> ViewNode? {
    let start = keyedScenes().start
    return start.entries.firstIndex { $0.key == key }.flatMap { start.view(withChildrenAt: $0) }
  }

  /// The end-scene view a key of this plan names (a key of ``appearing``, ``Match/to``, or an
  /// animator's target), or `nil`.
  public func endView(forKey key: String) -> ViewNode? {
    let end = keyedScenes().end
    return end.entries.firstIndex { $0.key == key }.flatMap { end.view(withChildrenAt: $0) }
  }
}
