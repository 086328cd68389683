/// Assigns every view the key that names it in plans and frames.
///
/// A view's key is its `transitionName`, else its `id`, else its path (`/0/2/1`). Keys must be
/// unique, so a name or id that occurs more than once in the scene (or that another view already
/// uses as its key) is not used as a key: such a view falls back to its id, then its path.
package enum ViewKeys {
  /// Rewrites `entries[i].key` in place; `names` numbers the entries' names and ids.
  static func assign(_ entries: inout [FlatScene.Entry], names: InternedNames) {
    var nameCount = [Int32](repeating: 0, count: names.count)
    var idCount = [Int32](repeating: 0, count: names.count)
    for i in entries.indices {
      if names.name[i] >= 0 { nameCount[Int(names.name[i])] += 1 }
      if names.id[i] >= 0 { idCount[Int(names.id[i])] += 1 }
    }
    // Whether each string may be used as a key as written (0: not yet known, 1: yes, 2: no).
    var usable = [UInt8](repeating: 0, count: names.count)
    // Names first, then ids, so that a unique name is never displaced by another view's id.
    var taken = [Bool](repeating: false, count: names.count)
    var keyed = [Bool](repeating: false, count: entries.count)
    for i in entries.indices {
      let n = Int(names.name[i])
      if n >= 0, nameCount[n] == 1, isUsable(n, names, &usable) {
        entries[i].key = names.string(n)
        taken[n] = true
        keyed[i] = true
      }
    }
    for i in entries.indices where !keyed[i] {
      let n = Int(names.id[i])
      if n >= 0, idCount[n] == 1, isUsable(n, names, &usable), !taken[n] {
        entries[i].key = names.string(n)
        taken[n] = true
        keyed[i] = true
      }
    }
    var scratch: [UInt8] = []
    for i in entries.indices where !keyed[i] {
      let path = FlatScene.path(of: i, in: entries, scratch: &scratch)
      entries[i].key = path
    }
  }

  /// Whether string `n` of `names` may be used as a key as written, decided once and kept in
  /// `usable` (0: not yet known, 1: yes, 2: no).
  @inline(__always)
  private static func isUsable(_ n: Int, _ names: InternedNames, _ usable: inout [UInt8]) -> Bool {
    if usable[n] == 0 { usable[n] = isUsable(names.string(n)) ? 1 : 2 }
    return usable[n] == 1
  }
}
