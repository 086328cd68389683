/// The end views left alone whose keys are paths (`/0/2/1`), found by key: an open-addressed
/// table of each key's ``KeyHash`` digest and the view's index, made to size once.
///
/// A `[String: Int]` grown from empty spent most of its time resizing and hashing (at a million
/// views, 323 of `separateUnpaired`'s 816 samples). A slot here holds the digest beside the
/// index, so a probe compares digests in the table and reads the view's key only when the
/// digests agree. The digests are seeded per process (``KeyHash``): paths follow a scene's
/// shape, which a file chooses. Keys are unique in a scene, so a key is inserted once; what is
/// found never depends on the digests, only the time of a look-up does.
struct PathKeyTable {
  /// One slot: a key's digest and its view's index, `-1` when empty.
  private struct Slot {
    /// The key's digest.
    var digest: UInt64
    /// The view's index in its scene, or `-1`.
    var index: Int32
  }

  /// A power of two of slots, at least twice the number of keys (never full).
  private var slots: [Slot]
  /// The hash of the keys.
  let hash = KeyHash()

  /// An empty table with room for `count` keys.
  init(count: Int) {
    var size = 8
    while size < 2 * count { size <<= 1 }
    slots = [Slot](repeating: Slot(digest: 0, index: -1), count: size)
  }

  /// The first slot to probe for `digest`.
  private func home(_ digest: UInt64) -> Int {
    Int(truncatingIfNeeded: digest) & (slots.count - 1)
  }

  /// Adds the view `index`, whose key (not added before) has the digest `digest` (``hash``'s).
  mutating func insert(digest: UInt64, index: Int) {
    let mask = slots.count - 1
    var i = home(digest)
    while slots[i].index >= 0 { i = (i + 1) & mask }
    slots[i] = Slot(digest: digest, index: Int32(index))
  }

  /// The index of the view whose key is `key` (of digest `digest`), if one was added; `keyOf`
  /// gives an added view's key.
  func find(_ key: String, digest: UInt64, keyOf: (Int) -> String) -> Int? {
    let mask = slots.count - 1
    var i = home(digest)
    while slots[i].index >= 0 {
      if slots[i].digest == digest, keyOf(Int(slots[i].index)) == key {
        return Int(slots[i].index)
      }
      i = (i + 1) & mask
    }
    return nil
  }
}
