/// Assigns every view the key that names it in plans and frames.
///
/// A view's key is its `transitionName`, else its `id`, else its path (`/0/2/1`). Keys must be
/// unique, so a name or id that occurs more than once in the scene (or that another view already
/// uses as its key) is not used as a key: such a view falls back to its id, then its path.
enum ViewKeys {
  /// Rewrites `entries[i].key` in place.
  static func assign(_ entries: inout [FlatScene.Entry]) {
    var nameCount: [String: Int] = [:]
    var idCount: [String: Int] = [:]
    for entry in entries {
      if let name = entry.view.transitionName { nameCount[name, default: 0] += 1 }
      if let id = entry.view.id { idCount[id, default: 0] += 1 }
    }
    // Names first, then ids, so that a unique name is never displaced by another view's id.
    var taken = Set<String>()
    var keyed = [Bool](repeating: false, count: entries.count)
    for (i, entry) in entries.enumerated() {
      if let name = entry.view.transitionName, nameCount[name] == 1, !name.hasPrefix("/") {
        entries[i].key = name
        taken.insert(name)
        keyed[i] = true
      }
    }
    for (i, entry) in entries.enumerated() where !keyed[i] {
      if let id = entry.view.id, idCount[id] == 1, !id.hasPrefix("/"), !taken.contains(id) {
        entries[i].key = id
        taken.insert(id)
        keyed[i] = true
      }
    }
    for (i, entry) in entries.enumerated() where !keyed[i] {
      entries[i].key = entry.path
    }
  }
}
