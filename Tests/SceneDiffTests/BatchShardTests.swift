import Testing

@testable import SceneDiff

/// The digest `--resume` and `--shard` rely on, and the shard split.
@Suite struct BatchShardTests {
  /// FIPS 180-2, appendix B: the SHA-256 examples, and the digest of the empty message
  /// (as `printf '' | sha256sum` prints it).
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
  ])
  func contentHashMatchesTheStandardsExamples(message: String, digest: String) {
    #expect(ContentHash.hex(of: Array(message.utf8)) == digest)
  }

  @Test func aMillionAsMatchesTheStandard() {
    // FIPS 180-2, appendix B.3: one million repetitions of 'a', added in uneven pieces.
    var hash = ContentHash()
    for piece in [1, 63, 64, 65, 999_807] {
      hash.add(repeatElement(UInt8(ascii: "a"), count: piece))
    }
    #expect(hash.hex == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test(arguments: ["1/1", "2/4", "4/4", "10/12"])
  func shardsParse(text: String) throws {
    let shard = try #require(Batch.Shard(parsing: text))
    #expect(shard.description == text)
  }

  @Test(arguments: ["0/1", "5/4", "1/0", "-1/2", "+1/2", "1/2/3", "a/2", "", "/", "1/"])
  func badShardsDoNotParse(text: String) {
    #expect(Batch.Shard(parsing: text) == nil)
  }

  @Test func everyPairIsInExactlyOneShard() throws {
    let names = (0..<500).map { "res/scene\($0)-to-scene\($0 + 1)" }
    let shards = try (1...4).map { try #require(Batch.Shard(index: $0, count: 4)) }
    for name in names {
      #expect(shards.filter { $0.contains(name) }.count == 1)
    }
    // 500 names in 4 shards: none is empty or holds more than half.
    for shard in shards {
      let count = names.filter(shard.contains).count
      #expect(count > 0 && count < 250)
    }
  }

  @Test func addingAPairMovesNoOtherPair() {
    let names = (0..<200).map { "app/a\($0)-to-b\($0)" }
    let before = names.map { Batch.Shard.index(of: $0, count: 5) }
    let added = ["app/new-to-other"] + names + ["zzz/last-to-first"]
    let after = added.dropFirst().dropLast().map { Batch.Shard.index(of: $0, count: 5) }
    #expect(before == Array(after))
  }

  @Test func theShardOfANameIsItsDigestModuloN() {
    // SHA-256("abc") begins ba7816bf8f01cfea: 0xba7816bf8f01cfea = 13436514500253700074
    // (python3 -c 'print(0xba7816bf8f01cfea % 5)' prints 4), so "abc" is in shard 5 of 5.
    #expect(Batch.Shard.index(of: "abc", count: 5) == 5)
  }
}
