extension Sampler.Presences {
  /// Whether each view of `start` may have an overlay presence, by start index.
  ///
  /// Every view whose key is a key of ``overlays`` is marked (a few others may be), so that
  /// only the marked views' keys are looked up; `nil` when every view's key must be looked up.
  ///
  /// A start key is the view's `transitionName`, its `id` or its path, with `from:` before it
  /// when the plan separated it: the names and ids of the overlay keys are found once in the
  /// scene's name table and each view's are compared as numbers; a path key marks its view.
  /// A screen change's keys are paths within each screen, so none is marked there.
  func overlayCandidates(in start: FlatScene, screenChange: Bool) -> [Bool]? {
    guard !overlays.isEmpty, !screenChange else { return nil }
    var marked = [Bool](repeating: false, count: start.names.count)
    var result = [Bool](repeating: false, count: start.count)
    let side = ViewKeys.startPrefix.utf8.count
    for key in overlays.keys {
      // The key as the view's own name, id or path: without its side, when it has one.
      let own = key.hasPrefix(ViewKeys.startPrefix) ? key.utf8.dropFirst(side) : key.utf8[...]
      if own.first == UInt8(ascii: "/") {
        if let i = start.index(ofPath: own) { result[i] = true }
      } else if let n = start.names.number(of: String(Substring(own))) {
        marked[Int(n)] = true
      }
    }
    for i in result.indices where !result[i] {
      let name = start.names.name[i]
      let id = start.names.id[i]
      result[i] = name >= 0 && marked[Int(name)] || id >= 0 && marked[Int(id)]
    }
    return result
  }
}
