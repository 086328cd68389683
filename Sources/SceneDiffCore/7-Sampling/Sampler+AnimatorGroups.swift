extension Sampler {
  /// A plan's animators grouped by the view they animate, found by end index: each animator's
  /// target is looked up once, instead of grouping them by key in a dictionary of arrays and
  /// looking every end view's key up in it.
  struct AnimatorGroups: Sendable {
    /// The plan's animators, in plan order.
    private let all: [Animator]
    /// The positions in ``all`` of each end view's animators, end view after end view, each
    /// view's in plan order.
    private var order: [Int32]
    /// Where each end view's positions start in ``order``; one more entry than end views.
    private var offsets: [Int32]
    /// The animators whose target is not an end key, by target, in plan order.
    private var others: [String: [Animator]] = [:]
    /// Whether every end view has its own key (``endIndex`` gives each its own index), so
    /// that a view's animators can be found by its index.
    private let keysAreUnique: Bool

    /// Groups `animators` by target; `endIndex` gives the end index of each key of the end
    /// views, `end`.
    init(_ animators: [Animator], endIndex: EndKeyIndex, end: FlatScene) {
      let endCount = end.count
      all = animators
      keysAreUnique = endIndex.count == endCount
      var owner = [Int32](repeating: -1, count: animators.count)
      var counts = [Int32](repeating: 0, count: endCount + 1)
      // The end view after the last target found: the next targets are mostly a few views on.
      var cursor = 0
      for a in animators.indices {
        let found =
          keysAreUnique
          ? Self.endIndex(of: animators[a].target, end.entries, after: &cursor, endIndex)
          : endIndex[animators[a].target]
        if let e = found {
          owner[a] = Int32(e)
          counts[e + 1] += 1
        } else {
          others[animators[a].target, default: []].append(animators[a])
        }
      }
      for e in 0..<endCount { counts[e + 1] += counts[e] }
      offsets = counts
      // Positions filled in plan order, each view's from its start on.
      var next = counts
      order = [Int32](repeating: 0, count: Int(counts[endCount]))
      for a in animators.indices where owner[a] >= 0 {
        let e = Int(owner[a])
        order[Int(next[e])] = Int32(a)
        next[e] += 1
      }
    }

    /// How many end views from `next` on are compared with a target before it is looked up in
    /// the end index.
    ///
    /// Plan order follows the end scene's document order for most animators (at 100,000
    /// views, 58 % of the targets are within 8 views after the previous one): comparing a few
    /// keys that lie one after the other costs less than a look-up's two cache misses (its
    /// slot, then its entry's key).
    private static let window = 8

    /// The end index of `key` (of `entries`, whose keys are unique, as `endIndex` finds it):
    /// compared with the keys of the ``window`` views from `next` on first, then looked up;
    /// `next` is moved after the view found.
    private static func endIndex(
      of key: String,
      _ entries: borrowing [FlatScene.Entry],
      after next: inout Int,
      _ endIndex: EndKeyIndex
    ) -> Int? {
      for j in next..<min(next + window, entries.count) where entries[j].key == key {
        next = j + 1
        return j
      }
      guard let found = endIndex[key] else { return nil }
      next = found + 1
      return found
    }

    /// The animators of end view `i`, whose key is `key`, in plan order.
    func ofEnd(_ i: Int, key: String, endIndex: EndKeyIndex) -> [Animator] {
      // Were two end views to share a key, each would take that key's animators.
      guard keysAreUnique else { return ofKey(key, endIndex: endIndex) }
      let range = Int(offsets[i])..<Int(offsets[i + 1])
      guard !range.isEmpty else { return [] }
      return range.map { all[Int(order[$0])] }
    }

    /// The animators whose target is `key`, in plan order.
    ///
    /// ``others`` is asked first: it holds only targets that are not end keys, so a key found
    /// there needs no look-up among the end keys (the keys asked here are mostly overlay
    /// roots', start keys that no end view has).
    func ofKey(_ key: String, endIndex: EndKeyIndex) -> [Animator] {
      if let own = others[key] { return own }
      guard let i = endIndex[key] else { return [] }
      let range = Int(offsets[i])..<Int(offsets[i + 1])
      return range.map { all[Int(order[$0])] }
    }
  }
}
