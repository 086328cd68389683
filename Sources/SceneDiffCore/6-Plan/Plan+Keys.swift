extension Plan {
  /// Both scenes flattened with the keys this plan uses: each scene's own keys, except that the
  /// two views behind each of ``separatedKeys`` are `from:K` and `to:K`.
  package func keyedScenes() -> (start: FlatScene, end: FlatScene) {
    if let screenChange {
      return (screenChange.flatten(fromScene), screenChange.flatten(toScene))
    }
    var start = FlatScene(fromScene)
    // The end scene's names numbered as the start's: most are found by comparing each with the
    // start's next name instead of hashing it (the keys are the same).
    var end = FlatScene(toScene, numberingNamesAs: start)
    guard !separatedKeys.isEmpty else { return (start, end) }
    if let found = Self.inOrder(separatedKeys, start), let ends = Self.inOrder(separatedKeys, end) {
      // Each key is in both scenes, in this order in each: its two views get their sides, as
      // `ViewKeys.separate` gives them, without a table of either scene's keys.
      for (s, e) in zip(found, ends) {
        start.entries[s].key = ViewKeys.startPrefix + start.entries[s].key
        end.entries[e].key = ViewKeys.endPrefix + end.entries[e].key
      }
    } else {
      let separated = Set(separatedKeys)
      ViewKeys.separate(&start, &end) { key, _, _ in separated.contains(key) }
    }
    return (start, end)
  }

  /// The index of the view of each of `keys` in `scene`, when each is there and they come in
  /// this order (as the planner lists ``separatedKeys``: in start-scene order, which the end
  /// scene mostly keeps); else `nil`.
  ///
  /// A scene's keys are unique, so a view found in order is the one view of its key.
  private static func inOrder(_ keys: [String], _ scene: FlatScene) -> [Int]? {
    var found: [Int] = []
    found.reserveCapacity(keys.count)
    for i in scene.entries.indices where found.count < keys.count {
      if scene.entries[i].key == keys[found.count] { found.append(i) }
    }
    return found.count == keys.count ? found : nil
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
