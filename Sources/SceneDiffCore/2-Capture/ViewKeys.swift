/// Assigns every view the key that names it in plans and frames.
///
/// A view's key is its `transitionName`, else its `id`, else its path (`/0/2/1`). Keys must be
/// unique, so a name or id that occurs more than once in the scene (or that another view already
/// uses as its key) is not used as a key: such a view falls back to its id, then its path.
package enum ViewKeys {
  /// Rewrites `entries[i].key` in place.
  static func assign(_ entries: inout [FlatScene.Entry]) {
    var nameCount: [String: Int] = [:]
    var idCount: [String: Int] = [:]
    // Sized once for the common case (most views have an id), so the tables do not rehash as
    // they grow.
    idCount.reserveCapacity(entries.count)
    // Indices rather than `for entry in entries`: an entry copy retains every string it holds.
    for i in entries.indices {
      if let name = entries[i].view.transitionName { nameCount[name, default: 0] += 1 }
      if let id = entries[i].view.id { idCount[id, default: 0] += 1 }
    }
    // Names first, then ids, so that a unique name is never displaced by another view's id.
    var taken = Set<String>(minimumCapacity: idCount.count + nameCount.count)
    var keyed = [Bool](repeating: false, count: entries.count)
    for i in entries.indices {
      if let name = entries[i].view.transitionName, nameCount[name] == 1, isUsable(name) {
        entries[i].key = name
        taken.insert(name)
        keyed[i] = true
      }
    }
    for i in entries.indices where !keyed[i] {
      if let id = entries[i].view.id, idCount[id] == 1, isUsable(id), !taken.contains(id) {
        entries[i].key = id
        taken.insert(id)
        keyed[i] = true
      }
    }
    for i in entries.indices where !keyed[i] {
      entries[i].key = entries[i].path
    }
  }
}
