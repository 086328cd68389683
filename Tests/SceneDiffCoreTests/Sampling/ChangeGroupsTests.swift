import Testing

@testable import SceneDiffCore

/// A reused frame finds the end nodes it rewrites by change span and through their parents
/// (``Sampler/ChangeGroups``): each distinct span once, its nodes in ascending order, and each
/// node's end children.
@Suite struct ChangeGroupsTests {
  @Test func groupsBySpanInFirstMetOrder() {
    // Nodes 0 and 3 never change (∞, −∞); 1 and 4 share [300, 600); 2 has [0, 300).
    let groups = Sampler.ChangeGroups(
      from: [.infinity, 300, 0, .infinity, 300],
      until: [-.infinity, 600, 300, -.infinity, 600],
      endParents: [nil, 0, 0, 1, nil]
    )
    #expect(groups.from == [.infinity, 300, 0])
    #expect(groups.until == [-.infinity, 600, 300])
    // Group 0 holds nodes 0 and 3, group 1 nodes 1 and 4, group 2 node 2.
    #expect(groups.firstNode == [0, 2, 4, 5])
    #expect(groups.nodes == [0, 3, 1, 4, 2])
    // Node 0's children are 1 and 2, node 1's is 3; nodes 2, 3 and 4 have none.
    #expect(groups.firstChild == [0, 2, 3, 3, 3, 3])
    #expect(groups.children == [1, 2, 3])
  }

  @Test func spansDifferBySignOfZero() {
    // 0 and −0 are the same instant as numbers but not the same span for grouping.
    let groups = Sampler.ChangeGroups(from: [0, -0.0], until: [1, 1], endParents: [nil, nil])
    #expect(groups.from.count == 2)
    #expect(groups.nodes == [0, 1])
  }

  @Test func manySpansAreFoundByHash() {
    // Twenty distinct spans, each given to two nodes (i and i + 20): past sixteen groups the
    // spans are found by hash, and each group still lists its two nodes.
    let from = (0..<40).map { Double($0 % 20) }
    let until = from.map { $0 + 100 }
    let groups = Sampler.ChangeGroups(
      from: from,
      until: until,
      endParents: [Int?](repeating: nil, count: 40)
    )
    #expect(groups.from == (0..<20).map(Double.init))
    #expect(groups.firstNode == (0...20).map { $0 * 2 })
    #expect(groups.nodes == (0..<20).flatMap { [$0, $0 + 20] })
    #expect(groups.children.isEmpty)
    #expect(groups.firstChild == [Int](repeating: 0, count: 41))
  }
}
