/// SHA-256 (FIPS 180-4) of byte strings, as lowercase hexadecimal.
///
/// `batch --resume` records the hash of every file a pair reads, and `--shard` assigns pairs
/// by the hash of their names; both need the same digest on every platform and run, which
/// Swift's `Hasher` (seeded per process) does not give.
package struct ContentHash: Sendable {
  /// The eight working words.
  private var state: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a,
    0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
  ]
  /// Bytes not yet hashed (fewer than 64).
  private var pending: [UInt8] = []
  /// How many bytes were added.
  private var length: UInt64 = 0

  /// The round constants: the first 32 bits of the fractional parts of the cube roots of the
  /// first 64 primes.
  private static let constants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
    0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
    0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
    0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
    0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
    0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
    0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
    0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
    0xc671_78f2,
  ]

  /// A hash of nothing yet.
  package init() {}

  /// The digest of `bytes`, as 64 lowercase hexadecimal digits.
  package static func hex(of bytes: some Sequence<UInt8>) -> String {
    var hash = ContentHash()
    hash.add(bytes)
    return hash.hex
  }

  /// Adds bytes to the hashed message.
  package mutating func add(_ bytes: some Sequence<UInt8>) {
    let handled: Void? = bytes.withContiguousStorageIfAvailable { add(buffer: $0) }
    if handled == nil { add(Array(bytes)) }
  }

  /// Adds bytes held in an array.
  package mutating func add(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { add(buffer: $0) }
  }

  /// Adds contiguous bytes: whole blocks are hashed straight from the buffer.
  private mutating func add(buffer: UnsafeBufferPointer<UInt8>) {
    length &+= UInt64(buffer.count)
    var offset = 0
    if !pending.isEmpty {
      let take = min(64 - pending.count, buffer.count)
      pending.append(contentsOf: buffer[0..<take])
      offset = take
      guard pending.count == 64 else { return }
      let block = pending
      block.withUnsafeBufferPointer { compress(UnsafeBufferPointer(rebasing: $0[0..<64])) }
      pending.removeAll(keepingCapacity: true)
    }
    while buffer.count - offset >= 64 {
      compress(UnsafeBufferPointer(rebasing: buffer[offset..<offset + 64]))
      offset += 64
    }
    pending.append(contentsOf: buffer[offset...])
  }

  /// Adds a string's UTF-8 bytes and a NUL byte, so that consecutive strings cannot run
  /// together.
  package mutating func add(field text: String) {
    add(text.utf8)
    add(CollectionOfOne(0))
  }

  /// The digest of everything added, as 64 lowercase hexadecimal digits.
  package var hex: String { digest.map { byte in hexDigits(byte) }.joined() }

  /// The 32-byte digest of everything added.
  package var digest: [UInt8] {
    var copy = self
    let bits = length &* 8
    var tail: [UInt8] = [0x80]
    while (pending.count + tail.count) % 64 != 56 { tail.append(0) }
    tail += (0..<8).reversed().map { UInt8(truncatingIfNeeded: bits >> (8 * UInt64($0))) }
    copy.add(tail)
    return copy.state.flatMap { word in
      (0..<4).reversed().map { UInt8(truncatingIfNeeded: word >> (8 * UInt32($0))) }
    }
  }

  /// Two hexadecimal digits.
  private func hexDigits(_ byte: UInt8) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
  }

  /// Hashes one 64-byte block into the state.
  private mutating func compress(_ block: UnsafeBufferPointer<UInt8>) {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
      for i in 0..<16 {
        w[i] =
          UInt32(block[4 * i]) << 24 | UInt32(block[4 * i + 1]) << 16
          | UInt32(block[4 * i + 2]) << 8 | UInt32(block[4 * i + 3])
      }
      for i in 16..<64 {
        let s0 = rotate(w[i - 15], 7) ^ rotate(w[i - 15], 18) ^ (w[i - 15] >> 3)
        let s1 = rotate(w[i - 2], 17) ^ rotate(w[i - 2], 19) ^ (w[i - 2] >> 10)
        w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
      }
      var (a, b, c, d) = (state[0], state[1], state[2], state[3])
      var (e, f, g, h) = (state[4], state[5], state[6], state[7])
      for i in 0..<64 {
        let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
        let choice = (e & f) ^ (~e & g)
        let t1 = h &+ s1 &+ choice &+ Self.constants[i] &+ w[i]
        let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
        let majority = (a & b) ^ (a & c) ^ (b & c)
        (h, g, f, e) = (g, f, e, d &+ t1)
        (d, c, b, a) = (c, b, a, t1 &+ s0 &+ majority)
      }
      for (i, value) in [a, b, c, d, e, f, g, h].enumerated() { state[i] = state[i] &+ value }
    }
  }

  /// `value` rotated right by `count` bits.
  private func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
    value >> count | value << (32 - count)
  }
}
