extension Sampler {
  /// The animators of every node of a sampler's tree, in one place: the plan's animators, and
  /// the positions among them of each node's own, node after node (``DrawNode/animatorSpan``
  /// is a node's range of ``positions``).
  ///
  /// A node holds the range of its animators, not a copy of them: an array per node, each
  /// animator copied into it (its strings, keyframes and path retained, then released one by
  /// one when the sampler went), cost more at setup and teardown than every read of them. An
  /// array of a node's animators is made only when a caller asks for one
  /// (``Sampler/animators(ofNode:)``).
  struct NodeAnimators: Sendable {
    /// The plan's animators, in plan order (the plan's array, shared, not copied).
    let all: [Animator]
    /// The position in ``all`` of each node's animators, node after node, each node's in plan
    /// order.
    private(set) var positions: [Int32] = []

    /// No node's animators yet, among the plan's `all`.
    init(_ all: [Animator]) {
      self.all = all
    }

    /// Makes room for `count` positions at once.
    mutating func reserveCapacity(_ count: Int) {
      positions.reserveCapacity(count)
    }

    /// Appends the positions of the animators at `candidates` (positions in ``all``) that
    /// satisfy `isIncluded`, in order, and returns their range: a node's
    /// ``DrawNode/animatorSpan``.
    ///
    /// Each animator is tested where ``all`` holds it, through a pointer: passed as a value to
    /// a closure, each one was copied (its strings, keyframes and path retained and released).
    mutating func append(
      _ candidates: ArraySlice<Int32>,
      where isIncluded: (UnsafePointer<Animator>) -> Bool
    ) -> Range<Int32> {
      let start = Int32(positions.count)
      all.withUnsafeBufferPointer { all in
        guard let first = all.baseAddress else { return }
        for p in candidates where isIncluded(first + Int(p)) { positions.append(p) }
      }
      return start..<Int32(positions.count)
    }

    /// The animators of the node whose range is `span`, in plan order (an array made here).
    subscript(_ span: Range<Int32>) -> [Animator] {
      span.isEmpty ? [] : span.map { all[Int(positions[Int($0)])] }
    }

    /// The position in ``all`` of the animator at `k` of ``positions``.
    func position(_ k: Int32) -> Int32 { positions[Int(k)] }

    /// Whether an animator of the node whose range is `span` satisfies `predicate`, tested in
    /// place (through a pointer, not copied).
    func contains(
      _ span: Range<Int32>,
      where predicate: (UnsafePointer<Animator>) -> Bool
    ) -> Bool {
      guard !span.isEmpty else { return false }
      return all.withUnsafeBufferPointer { all in
        guard let first = all.baseAddress else { return false }
        return span.contains { predicate(first + Int(positions[Int($0)])) }
      }
    }

    /// The animators of the node whose range is `span` that satisfy `isIncluded`, in plan
    /// order: `[]`, not an array made, when none does (`compactMap` allocates only once it
    /// appends).
    func filter(
      _ span: Range<Int32>,
      _ isIncluded: (UnsafePointer<Animator>) -> Bool
    ) -> [Animator] {
      guard !span.isEmpty else { return [] }
      return all.withUnsafeBufferPointer { all in
        guard let first = all.baseAddress else { return [] }
        return span.compactMap { k -> Animator? in
          let animator = first + Int(positions[Int(k)])
          return isIncluded(animator) ? animator.pointee : nil
        }
      }
    }

    /// The earliest start and the latest start or end of the animators of the node whose range
    /// is `span`: `.infinity` and `-.infinity` without any.
    func timeSpan(_ span: Range<Int32>) -> (from: Double, until: Double) {
      var from = Double.infinity
      var until = -Double.infinity
      all.withUnsafeBufferPointer { all in
        for k in span {
          let p = Int(positions[Int(k)])
          from = min(from, all[p].startMs)
          until = max(until, all[p].startMs, all[p].endMs)
        }
      }
      return (from, until)
    }
  }

  /// The animators whose values make the state of node `n` of ``nodes``, in plan order.
  ///
  /// A scrim's is its scrim animator; every other node's is its tree node's (an array made
  /// for the caller: the nodes hold only the range of theirs, ``DrawNode/animatorSpan``).
  package func animators(ofNode n: Int) -> [Animator] {
    guard let drawing else { return tree.nodeAnimators[tree.nodes[n].animatorSpan] }
    let i = drawing.order[n]
    guard i >= 0 else { return [drawing.scrims[-1 - i].animator] }
    return tree.nodeAnimators[tree.nodes[i].animatorSpan]
  }
}
