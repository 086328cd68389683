import Testing

@testable import SceneDiffCore

/// The counting sort behind ``Sampler/ChangeGroups`` (``Sampler/ChangeGroups/lists(of:count:)``),
/// filled from the last item back: each owner's items ascend, and the starts are each owner's
/// count summed over the owners before it.
@Suite struct SamplerSetupListsTests {
  @Test func listsMatchAFilterByOwner() {
    // 500 items over owners 0 to 11 in a scrambled order (7919 · i mod 12); owner 12 of the
    // 13 has none.
    let owners = (0..<500).map { ($0 * 7919) % 12 }
    let count = 13
    let (first, items) = Sampler.ChangeGroups.lists(of: owners, count: count)
    var expectedFirst = [0]
    var expectedItems: [Int] = []
    for owner in 0..<count {
      expectedItems += owners.indices.filter { owners[$0] == owner }
      expectedFirst.append(expectedItems.count)
    }
    #expect(first == expectedFirst)
    #expect(items == expectedItems)
    #expect(first.count == count + 1)
    #expect(first.last == 500)
  }

  @Test func listsOfNoItems() {
    let (first, items) = Sampler.ChangeGroups.lists(of: [], count: 3)
    #expect(first == [0, 0, 0, 0])
    #expect(items.isEmpty)
  }

  @Test func listsOfOneOwner() {
    let (first, items) = Sampler.ChangeGroups.lists(of: [0, 0, 0], count: 1)
    #expect(first == [0, 3])
    #expect(items == [0, 1, 2])
  }
}
