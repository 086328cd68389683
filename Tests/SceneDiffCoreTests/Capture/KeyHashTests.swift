import Testing

@testable import SceneDiffCore

/// ``KeyHash``: equal keys hash alike, every byte of a key counts, and keys chosen to collide
/// under a fixed hash do not collide under it.
@Suite struct KeyHashTests {
  @Test func equalKeysHashAlike() {
    let hash = KeyHash()
    // The same bytes reached four ways: a literal, an interpolation, a substring made a
    // string, and a string decoded from bytes (lengths 6, 16 and 33 cross the word edges).
    for key in ["v12345", "/0/12/3/4/5/6/7/", "a_transition_name_of_33_bytes_xyz"] {
      let number = key.dropFirst()
      #expect(hash(key) == hash("\(key.first!)\(number)"))
      #expect(hash(key) == hash(String(("##" + key).dropFirst(2))))
      #expect(hash(key) == hash(String(decoding: Array(key.utf8), as: UTF8.self)))
    }
    // Two values made in one process share the seeds.
    #expect(KeyHash()("v1") == KeyHash()("v1"))
  }

  @Test func everyByteCounts() {
    // The 41 prefixes of a 40-byte key (lengths 0 to 40: empty, inside the first word, the
    // second, the 16-byte chunks and their tails) and the same key with any one byte changed:
    // 81 keys, 81 different hashes (a dropped or misplaced byte would make two agree).
    let hash = KeyHash()
    let key = Array("abcdefghijklmnopqrstuvwxyz0123456789ABCD".utf8)
    var keys = (0...key.count).map { String(decoding: key[..<$0], as: UTF8.self) }
    for index in key.indices {
      var changed = key
      changed[index] = UInt8(ascii: "_")
      keys.append(String(decoding: changed, as: UTF8.self))
    }
    #expect(Set(keys).count == 81)
    #expect(Set(keys.map { hash($0) }).count == 81)
  }

  @Test func keysChosenForFNVDoNotCollide() {
    // 64 ids found by searching k0, k1, k2, ... for those whose FNV-1a (64-bit, high half
    // folded into the low: the sampler's end-key table before KeyHash) has its low 16 bits
    // zero: in a table of 65,536 slots all 64 want slot 0. Checked here first, then hashed
    // with KeyHash: among 64 random 16-bit slots the expected number of pairs sharing one is
    // 64 · 63 / 2 / 65,536 ≈ 0.03, so fewer than 60 distinct slots would take a broken hash.
    let ids = [
      "k1706", "k33792", "k91030", "k95282", "k102837", "k131767", "k232960", "k300864",
      "k371985", "k390903", "k434507", "k471930", "k658468", "k722019", "k768134", "k769128",
      "k786884", "k820243", "k827349", "k903874", "k999439", "k1008342", "k1115179", "k1142495",
      "k1218004", "k1298722", "k1336863", "k1351571", "k1387051", "k1392100", "k1436016",
      "k1485047", "k1497783", "k1611504", "k1632834", "k1671086", "k1774247", "k1852439",
      "k1988055", "k2069176", "k2109068", "k2210821", "k2301749", "k2376163", "k2471832",
      "k2719566", "k2931106", "k3001066", "k3008983", "k3015625", "k3078467", "k3139934",
      "k3147060", "k3160406", "k3180459", "k3224753", "k3244804", "k3313443", "k3410774",
      "k3448127", "k3485095", "k3547230", "k3650579", "k3686051",
    ]
    let fnvSlots = Set(ids.map { Self.foldedFNV1a($0) & 0xffff })
    #expect(fnvSlots == [0])
    let hash = KeyHash()
    let slots = Set(ids.map { hash($0) & 0xffff })
    #expect(slots.count >= 60)
  }

  /// 64-bit FNV-1a of `key`'s UTF-8 bytes with its high half xor'ed into the low one.
  private static func foldedFNV1a(_ key: String) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key.utf8 { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return h ^ (h >> 32)
  }
}
