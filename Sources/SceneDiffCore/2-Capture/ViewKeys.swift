/// Assigns every view the key that names it in plans and frames.
///
/// A view's key is its `transitionName`, else its `id`, else its path (`/0/2/1`). Keys must be
/// unique, so a name or id that occurs more than once in the scene (or that another view already
/// uses as its key) is not used as a key: such a view falls back to its id, then its path.
package enum ViewKeys {
  /// Rewrites `entries[i].key` in place; `names` numbers the entries' names and ids; the
  /// entries are in document order (each parent before its children), as a ``FlatScene``'s.
  ///
  /// Each key is decided from the counts of the names and ids alone and written in one pass
  /// over the entries in order: a name is a key when one view has it, an id when one view has
  /// it and no view has it as a unique name (names come first, so a unique name is never
  /// displaced by another view's id), both only when usable as written. A path is written
  /// from the chain of the view's ancestors that the pass keeps (their positions in their
  /// parents), without reading the ancestors' entries.
  static func assign(_ entries: inout [FlatScene.Entry], names: InternedNames) {
    var nameCount = [Int32](repeating: 0, count: names.count)
    var idCount = [Int32](repeating: 0, count: names.count)
    for i in entries.indices {
      if names.name[i] >= 0 { nameCount[Int(names.name[i])] += 1 }
      if names.id[i] >= 0 { idCount[Int(names.id[i])] += 1 }
    }
    // Whether each string may be used as a key as written (0: not yet known, 1: yes, 2: no).
    var usable = [UInt8](repeating: 0, count: names.count)
    // The ancestors of the view reached, outermost first, each with its position in its parent.
    var chain: [(index: Int, position: Int)] = []
    var scratch: [UInt8] = []
    for i in entries.indices {
      let parent = entries[i].parent ?? -1
      while let last = chain.last, last.index != parent { chain.removeLast() }
      chain.append((i, entries[i].indexInParent))
      let n = Int(names.name[i])
      if n >= 0, nameCount[n] == 1, isUsable(n, names, &usable) {
        entries[i].key = names.string(n)
        continue
      }
      // An id another view uses as its (unique, usable) name is taken.
      let m = Int(names.id[i])
      if m >= 0, idCount[m] == 1, nameCount[m] != 1, isUsable(m, names, &usable) {
        entries[i].key = names.string(m)
        continue
      }
      entries[i].key = path(of: chain, scratch: &scratch)
    }
  }

  /// The path of the view that ends `chain` (its ancestors and itself, outermost first, each
  /// with its position in its parent), written into `scratch`.
  private static func path(of chain: [(index: Int, position: Int)], scratch: inout [UInt8])
    -> String
  {
    scratch.removeAll(keepingCapacity: true)
    for step in chain {
      scratch.append(UInt8(ascii: "/"))
      var divisor = 1
      while divisor <= step.position / 10 { divisor *= 10 }
      repeat {
        scratch.append(UInt8(ascii: "0") + UInt8(step.position / divisor % 10))
        divisor /= 10
      } while divisor > 0
    }
    return String(decoding: scratch, as: UTF8.self)
  }

  /// Whether string `n` of `names` may be used as a key as written, decided once and kept in
  /// `usable` (0: not yet known, 1: yes, 2: no).
  @inline(__always)
  private static func isUsable(_ n: Int, _ names: InternedNames, _ usable: inout [UInt8]) -> Bool {
    if usable[n] == 0 { usable[n] = isUsable(names.string(n)) ? 1 : 2 }
    return usable[n] == 1
  }
}
