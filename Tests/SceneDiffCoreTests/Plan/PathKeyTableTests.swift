import Testing

@testable import SceneDiffCore

/// The table of path keys that `separateUnpaired` looks end views up in: keys found by their
/// strings, whatever the digests do.
@Suite struct PathKeyTableTests {
  /// Every key added is found at its index, keys not added are not, in a table that must
  /// probe past full slots (300 keys in 1,024 slots).
  @Test func findsEveryAddedKeyAndNoOther() {
    let keys = (0..<300).map { "/0/\($0 % 7)/\($0)" }
    var table = PathKeyTable(count: keys.count)
    for (i, key) in keys.enumerated() {
      table.insert(digest: table.hash(key), index: i)
    }
    for (i, key) in keys.enumerated() {
      #expect(table.find(key, digest: table.hash(key)) { keys[$0] } == i)
    }
    for missing in ["/0/1/300", "/1", "", "/0/0/0/"] {
      #expect(table.find(missing, digest: table.hash(missing)) { keys[$0] } == nil)
    }
  }

  /// Keys given one digest (as if they collided) share a run of slots and are told apart by
  /// their strings.
  @Test func equalDigestsAreToldApartByTheKeys() {
    let keys = ["/0/1", "/0/2", "/0/3"]
    var table = PathKeyTable(count: 3)
    for i in keys.indices { table.insert(digest: 7, index: i) }
    #expect(table.find("/0/3", digest: 7) { keys[$0] } == 2)
    #expect(table.find("/0/2", digest: 7) { keys[$0] } == 1)
    #expect(table.find("/0/1", digest: 7) { keys[$0] } == 0)
    #expect(table.find("/0/4", digest: 7) { keys[$0] } == nil)
    // The same key under another digest is not looked for in that run.
    #expect(table.find("/0/1", digest: 8) { keys[$0] } == nil)
  }

  /// An empty table finds nothing.
  @Test func anEmptyTableFindsNothing() {
    let table = PathKeyTable(count: 0)
    #expect(table.find("/0", digest: table.hash("/0")) { _ in "/0" } == nil)
  }
}
