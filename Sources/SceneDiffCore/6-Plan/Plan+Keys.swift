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
  ///
  /// A freshly flattened view's key is its name, its id or its path, and only a path starts
  /// with `/` (``ViewKeys/isUsable(_:)``): a view whose name and id both differ from a
  /// non-path key cannot have that key. So while a non-path key is sought, only the views
  /// whose name or id has its number in `scene.names` are compared with it (two 32-bit
  /// numbers a view, not a string compare and a read of its 104-byte entry); a key that is
  /// no name or id of the scene is no key of it. A path key is compared only with the views
  /// at its last step's position in their parents.
  private static func inOrder(_ keys: [String], _ scene: FlatScene) -> [Int]? {
    var found: [Int] = []
    found.reserveCapacity(keys.count)
    var i = 0
    for key in keys {
      guard let at = index(of: key, in: scene, from: i) else { return nil }
      found.append(at)
      i = at + 1
    }
    return found
  }

  /// The index of the first view from `start` on whose key is `key`, in a freshly flattened
  /// `scene` (see ``inOrder(_:_:)``), or `nil`.
  private static func index(of key: String, in scene: FlatScene, from start: Int) -> Int? {
    let entries = scene.entries
    guard !ViewKeys.isPath(key) else {
      // A path key is its own view's path: only a view at its last step's position in its
      // parent can have it, so only those views' keys of its length are compared with it.
      guard let last = lastStep(of: key) else {
        return entries.indices[start...].first { entries[$0].key == key }
      }
      let length = key.utf8.count
      for i in start..<entries.count where entries[i].indexInParent == last {
        if entries[i].key.utf8.count == length, entries[i].key == key { return i }
      }
      return nil
    }
    guard let number = scene.names.number(of: key) else { return nil }
    let names = scene.names.name
    let ids = scene.names.id
    for i in start..<entries.count where names[i] == number || ids[i] == number {
      if entries[i].key == key { return i }
    }
    return nil
  }

  /// The last step of a path key, read from its bytes (`12` of `/0/3/12`); `nil` when the key
  /// does not end in `/` and at most nine digits.
  private static func lastStep(of path: String) -> Int? {
    var step = 0
    var scale = 1
    for byte in path.utf8.reversed() {
      if byte == UInt8(ascii: "/") { return scale > 1 ? step : nil }
      let digit = Int(byte) - Int(UInt8(ascii: "0"))
      guard (0...9).contains(digit), scale < 1_000_000_000 else { return nil }
      step += digit * scale
      scale *= 10
    }
    return nil
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
