extension Sampler.Presences {
  /// The start views that may have an overlay presence (``Sampler/Presences/overlays``), found
  /// without looking every start key up: ``contains(_:key:)`` is true for every view whose key
  /// is an overlay key (and for a few others).
  struct OverlayCandidates: Sendable {
    /// Whether each view's `transitionName` or `id` is an overlay key (without its side), by
    /// start index.
    var byName: [Bool]
    /// Whether some overlay key is a path (with or without its side): every view whose key is
    /// a path may then have an overlay.
    var paths: Bool

    /// Whether start view `i`, whose key is `key`, may have an overlay presence.
    ///
    /// A path key is a key that starts with `/` (no name or id starting with `/` is a key),
    /// or with `from:/` (a separated path): only its first bytes are read, where the view's
    /// key is read anyway, instead of finding each path key's view by walking its siblings
    /// (a cache miss a step).
    @inline(__always)
    func contains(_ i: Int, key: String) -> Bool {
      byName[i] || paths && Self.isPath(key)
    }

    /// Whether `key` is a path or a separated start path (`from:` and a path).
    static func isPath(_ key: String) -> Bool {
      switch key.utf8.first {
      case UInt8(ascii: "/"): true
      case UInt8(ascii: "f"):
        key.hasPrefix(ViewKeys.startPrefix)
          && key.utf8.dropFirst(ViewKeys.startPrefix.utf8.count).first == UInt8(ascii: "/")
      default: false
      }
    }
  }

  /// The views of `start` that may have an overlay presence; `nil` when every view's key must
  /// be looked up.
  ///
  /// A start key is the view's `transitionName`, its `id` or its path, with `from:` before it
  /// when the plan separated it: the names and ids of the overlay keys are found once in the
  /// scene's name table and each view's are compared as numbers; a path key makes every
  /// path-keyed view a candidate (``OverlayCandidates/contains(_:key:)``). A screen change's
  /// keys are paths within each screen, so none is marked there.
  func overlayCandidates(in start: FlatScene, screenChange: Bool) -> OverlayCandidates? {
    guard !overlays.isEmpty, !screenChange else { return nil }
    var marked = [Bool](repeating: false, count: start.names.count)
    var result = [Bool](repeating: false, count: start.count)
    var paths = false
    let side = ViewKeys.startPrefix.utf8.count
    for key in overlays.keys {
      // The key as the view's own name, id or path: without its side, when it has one.
      let own = key.hasPrefix(ViewKeys.startPrefix) ? key.utf8.dropFirst(side) : key.utf8[...]
      if own.first == UInt8(ascii: "/") {
        paths = true
      } else if let n = start.names.number(of: String(Substring(own))) {
        marked[Int(n)] = true
      }
    }
    for i in result.indices {
      let name = start.names.name[i]
      let id = start.names.id[i]
      result[i] = name >= 0 && marked[Int(name)] || id >= 0 && marked[Int(id)]
    }
    return OverlayCandidates(byName: result, paths: paths)
  }
}
