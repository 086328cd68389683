extension Sampler {
  /// A plan's animators grouped by the view they animate, found by end index: each animator's
  /// target is looked up once, instead of grouping them by key in a dictionary of arrays and
  /// looking every end view's key up in it.
  struct AnimatorGroups: Sendable {
    /// The plan's animators, in plan order.
    let all: [Animator]
    /// The positions in ``all`` of each end view's animators, end view after end view, each
    /// view's in plan order.
    private var order: [Int32]
    /// Where each end view's positions start in ``order``; one more entry than end views.
    private var offsets: [Int32]
    /// The positions in ``all`` of the animators whose target is not an end key, by target, in
    /// plan order (positions, not copies of the animators).
    private var others: [String: [Int32]] = [:]
    /// Whether every end view has its own key (``endIndex`` gives each its own index), so
    /// that a view's animators can be found by its index.
    private let keysAreUnique: Bool

    /// Groups `animators` by target; `endIndex` gives the end index of each key of the
    /// `endCount` end views.
    init(_ animators: [Animator], endIndex: EndKeyIndex, endCount: Int) {
      all = animators
      keysAreUnique = endIndex.count == endCount
      var owner = [Int32](repeating: -1, count: animators.count)
      var counts = [Int32](repeating: 0, count: endCount + 1)
      var otherCount = 0
      for a in animators.indices {
        if let e = endIndex[animators[a].target] {
          owner[a] = Int32(e)
          counts[e + 1] += 1
        } else {
          otherCount += 1
        }
      }
      // Room for as many targets as there are other animators, made once: grown as it filled,
      // the table was rehashed (every key hashed again) at each doubling.
      if otherCount > 0 {
        others.reserveCapacity(otherCount)
        for a in animators.indices where owner[a] < 0 {
          others[animators[a].target, default: []].append(Int32(a))
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

    /// The positions in ``all`` of the animators of end view `i`, whose key is `key`, in plan
    /// order.
    func ofEnd(_ i: Int, key: String, endIndex: EndKeyIndex) -> ArraySlice<Int32> {
      // Were two end views to share a key, each would take that key's animators.
      guard keysAreUnique else { return ofKey(key, endIndex: endIndex) }
      return order[Int(offsets[i])..<Int(offsets[i + 1])]
    }

    /// The positions in ``all`` of the animators whose target is `key`, in plan order.
    ///
    /// ``others`` is asked first: it holds only targets that are not end keys, so a key found
    /// there needs no look-up among the end keys (the keys asked here are mostly overlay
    /// roots', start keys that no end view has).
    func ofKey(_ key: String, endIndex: EndKeyIndex) -> ArraySlice<Int32> {
      if let own = others[key] { return own[...] }
      guard let i = endIndex[key] else { return [] }
      return order[Int(offsets[i])..<Int(offsets[i + 1])]
    }
  }
}
