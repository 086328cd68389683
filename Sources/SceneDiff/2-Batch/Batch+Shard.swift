extension Batch {
  /// One of N disjoint parts of a batch (`scenediff batch --shard K/N`).
  ///
  /// A pair belongs to shard `1 + h mod N`, where `h` is the first 8 bytes (big-endian) of the
  /// SHA-256 of its name (`<folder>/<from>-to-<to>`): the split depends on nothing but the
  /// pair's own name, so adding or removing another pair moves no pair between shards, and
  /// every machine computes the same split.
  public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// Which shard, from 1 to ``count``.
    public var index: Int
    /// How many shards.
    public var count: Int

    /// A shard; `nil` unless `1 ≤ index ≤ count`.
    public init?(index: Int, count: Int) {
      guard count >= 1, (1...count).contains(index) else { return nil }
      self.index = index
      self.count = count
    }

    /// Reads `K/N` (two whole numbers, `1 ≤ K ≤ N`); `nil` for anything else.
    public init?(parsing text: String) {
      let parts = text.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2,
        parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
        let index = Int(parts[0]), let count = Int(parts[1])
      else { return nil }
      self.init(index: index, count: count)
    }

    /// `K/N`.
    public var description: String { "\(index)/\(count)" }

    /// The shard, from 1 to `count`, that the pair named `name` belongs to.
    public static func index(of name: String, count: Int) -> Int {
      let digest = ContentHash.hex(of: Array(name.utf8))
      let prefix = UInt64(digest.prefix(16), radix: 16) ?? 0
      return Int(prefix % UInt64(max(1, count))) + 1
    }

    /// Whether the pair named `name` belongs to this shard.
    public func contains(_ name: String) -> Bool {
      Shard.index(of: name, count: count) == index
    }
  }
}
