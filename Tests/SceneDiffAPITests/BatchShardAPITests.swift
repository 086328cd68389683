import SceneDiff
import Testing

/// `Batch.Shard` as users see it: parsing `K/N` and splitting pairs by name.
@Suite struct BatchShardAPITests {
  @Test func theShippedPairsSplitIntoDisjointShards() throws {
    let names = Batch.discover([PackageFiles.path("Scenes")]).jobs.map(\.name)
    let shards = try (1...3).map { try #require(Batch.Shard(parsing: "\($0)/3")) }
    // Every pair in exactly one shard, so the three shards hold all the pairs between them.
    for name in names {
      #expect(shards.filter { $0.contains(name) }.count == 1)
    }
    #expect(shards.map { shard in names.filter(shard.contains).count }.reduce(0, +) == names.count)
  }

  @Test func aShardNeedsOneToN() {
    #expect(Batch.Shard(index: 0, count: 3) == nil)
    #expect(Batch.Shard(index: 4, count: 3) == nil)
    #expect(Batch.Shard(index: 3, count: 3)?.description == "3/3")
  }
}
