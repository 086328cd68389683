extension Sampler {
  /// The end nodes grouped by their change span, and each end node's end children: what a
  /// reused frame needs to find the nodes it rewrites without visiting every end node
  /// (``Sampler/renderChanges(at:since:scratch:views:)``).
  ///
  /// A transition set gives most nodes one of a few spans (AutoTransition's fade out, change
  /// bounds and fade in, and the nodes no animator touches), so a frame asks each distinct span
  /// once whether it is held, and lists the nodes of the spans that are not; a node whose parent's
  /// composition changes is added by its parent as the frame reaches it.
  struct ChangeGroups: Sendable {
    /// The first instant of each group's span
    /// (``Sampler/changeSpan(_:_:hasViewAnimations:presence:)``), by group.
    let from: [Double]
    /// The instant from which each group's span no longer changes, by group.
    let until: [Double]
    /// Where each group's nodes start in ``nodes``, by group, followed by the count of nodes.
    let firstNode: [Int]
    /// The end nodes of every group, group after group, each group's in ascending order.
    let nodes: [Int]
    /// Where each end node's end children start in ``children``, by node index, followed by
    /// their count.
    let firstChild: [Int]
    /// The end children of every end node, node after node, each node's in ascending order.
    let children: [Int]

    /// The groups of the end nodes whose spans are `from` and `until` (by node index; spans are
    /// the same when both bounds are the same bit for bit), in the order each span is first met,
    /// and the children of each end node given by `endParents`.
    init(from spanFrom: [Double], until spanUntil: [Double], endParents: [Int?]) {
      let count = spanFrom.count
      var groupOfNode = [Int](repeating: 0, count: count)
      var from: [Double] = []
      var until: [Double] = []
      var groupOfSpan: [SIMD2<UInt64>: Int] = [:]
      for i in 0..<count {
        let span = SIMD2(spanFrom[i].bitPattern, spanUntil[i].bitPattern)
        // A few spans are searched in order (most plans have a handful), more by hash.
        var found: Int?
        if from.count <= 16 {
          found = from.indices.first {
            from[$0].bitPattern == span[0] && until[$0].bitPattern == span[1]
          }
        } else {
          found = groupOfSpan[span]
        }
        if let found {
          groupOfNode[i] = found
          continue
        }
        if from.count == 16 {
          for g in from.indices { groupOfSpan[SIMD2(from[g].bitPattern, until[g].bitPattern)] = g }
        }
        if from.count >= 16 { groupOfSpan[span] = from.count }
        groupOfNode[i] = from.count
        from.append(spanFrom[i])
        until.append(spanUntil[i])
      }
      self.from = from
      self.until = until
      (firstNode, nodes) = ChangeGroups.lists(of: groupOfNode, count: from.count)
      var parentOfNode = [Int](repeating: count, count: count)
      for i in 0..<count { if let p = endParents[i] { parentOfNode[i] = p } }
      // A node without an end parent is listed under `count`, which no node reads.
      var (firstChild, children) = ChangeGroups.lists(of: parentOfNode, count: count + 1)
      // The last owner's entries dropped in place (copying the prefixes made two more arrays of
      // a node each).
      firstChild.removeLast()
      children.removeLast(children.count - firstChild[count])
      self.firstChild = firstChild
      self.children = children
    }

    /// The indices `0..<owners.count` listed by owner (a counting sort, each owner's in
    /// ascending order): where each owner's start, followed by their count, and the lists.
    static func lists(of owners: [Int], count: Int) -> (first: [Int], items: [Int]) {
      // `first[k + 1]`: how many items owner `k` has, then where owner `k + 1` starts.
      var first = [Int](repeating: 0, count: count + 1)
      for owner in owners { first[owner + 1] += 1 }
      for k in 0..<count { first[k + 1] += first[k] }
      // Filled from the last item back, each owner's from its end (`first[owner + 1]`, moved
      // back one place per item): each owner's items ascend, and `first[owner + 1]` ends at
      // the owner's start, without a second array of cursors.
      var items = [Int](repeating: 0, count: owners.count)
      for i in owners.indices.reversed() {
        let owner = owners[i]
        first[owner + 1] -= 1
        items[first[owner + 1]] = i
      }
      // `first[k + 1]` is now where owner `k` starts: moved back one place, the count after.
      first.removeFirst()
      first.append(owners.count)
      return (first, items)
    }
  }
}
