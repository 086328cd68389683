import SceneDiffCore

/// The chains along one axis: children linked in both directions (A's end to B's begin and
/// B's begin to A's end), in order from the begin side (§7).
///
/// A chain starts at a member whose begin constraint does not point back at a chained
/// neighbour (`ConstraintWidget.isChainHead`); links that loop back to the start are not a
/// chain, and their members are placed one by one.
struct ConstraintChains: Sendable {
  /// Each chain's members, begin side first.
  private(set) var members: [[Int]] = []
  /// For each child, the index of its chain in ``members``.
  private(set) var chainOf: [Int?]
  /// Children linked both ways in a ring (A's end to B's begin … back to A), which has no
  /// head and so is no chain; each ring from its first child in document order.
  private(set) var rings: [[Int]] = []

  /// Finds the chains among `items`.
  init(_ items: [ConstraintAxisItem]) {
    chainOf = Array(repeating: nil, count: items.count)
    var next: [Int?] = Array(repeating: nil, count: items.count)
    var hasPrevious = Array(repeating: false, count: items.count)
    for index in items.indices {
      guard let partner = Self.chainedPartner(of: index, in: items) else { continue }
      next[index] = partner
      hasPrevious[partner] = true
    }
    for head in items.indices where next[head] != nil && !hasPrevious[head] {
      var chain = [head]
      var current = head
      // Each member has one predecessor and the head none, so the walk cannot loop; the
      // count bound is only a guard.
      while let following = next[current], chain.count < items.count {
        chain.append(following)
        current = following
      }
      let number = members.count
      for member in chain { chainOf[member] = number }
      members.append(chain)
    }
    // What is linked but in no chain has a predecessor all the way round: rings.
    var inRing = Array(repeating: false, count: items.count)
    for start in items.indices where next[start] != nil && chainOf[start] == nil && !inRing[start] {
      var ring = [start]
      inRing[start] = true
      var current = start
      while let following = next[current], following != start, ring.count < items.count {
        ring.append(following)
        inRing[following] = true
        current = following
      }
      rings.append(ring)
    }
  }

  /// The sibling after `index` in a chain: its end constraint targets the sibling's begin
  /// and the sibling's begin constraint targets its end.
  private static func chainedPartner(of index: Int, in items: [ConstraintAxisItem]) -> Int? {
    let item = items[index]
    guard item.guide == nil, !item.isInert, let end = item.end, end.side == .begin,
      let partner = end.target, partner != index, items.indices.contains(partner)
    else { return nil }
    let other = items[partner]
    guard other.guide == nil, !other.isInert, let back = other.begin, back.target == index,
      back.side == .end
    else { return nil }
    return partner
  }
}
