/// A hash of a view key's UTF-8 bytes keyed with per-process seeds, for the open-addressed key
/// tables of the plan and the sampler.
///
/// Keys come from scene files, so a table hashed with a fixed function (FNV-1a, say) can be
/// flooded: a file of views whose ids were searched to share a slot makes every look-up walk
/// all of them, and a table of n keys costs n² probes to fill (20,000 such ids made `sample`
/// take 1.6 s of CPU instead of 0.12 s). The seeds here come from `Hasher`, which seeds itself at
/// random per process (and honours `SWIFT_DETERMINISTIC_HASHING`), so which keys collide cannot
/// be known in advance. The bytes are read sixteen at a time and folded with full-width
/// multiplications of the words against the seeds (as wyhash and aHash's fallback do), which
/// for the short keys of scenes (`v123`, `/0/2/1`) is two overlapping loads and two
/// multiplications.
///
/// What a table finds never depends on the seeds: only how long a probe takes does.
struct KeyHash: Sendable {
  /// The four seeds, drawn from `Hasher` when the value is made.
  private let seeds: (UInt64, UInt64, UInt64, UInt64)

  /// A hash with fresh per-process seeds.
  init() {
    var words: [UInt64] = []
    for salt in 0..<4 as Range<UInt64> {
      var hasher = Hasher()
      hasher.combine(0x6B65_7948_6173_6800 | salt)
      words.append(UInt64(truncatingIfNeeded: hasher.finalize()))
    }
    seeds = (words[0], words[1], words[2], words[3])
  }

  /// The hash of `key`'s UTF-8 bytes.
  @inline(__always)
  func callAsFunction(_ key: String) -> UInt64 {
    var key = key
    return key.withUTF8 { self(UnsafeRawBufferPointer($0)) }
  }

  /// The hash of `bytes`.
  func callAsFunction(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    let count = bytes.count
    var state = seeds.0 ^ UInt64(truncatingIfNeeded: count)
    let first: UInt64
    let second: UInt64
    if count > 16 {
      var offset = 0
      while count - offset > 16 {
        state = Self.fold(
          Self.load64(bytes, offset) ^ seeds.1,
          Self.load64(bytes, offset + 8) ^ state
        )
        offset += 16
      }
      // The last sixteen bytes, some of them folded already (the count is in the state).
      first = Self.load64(bytes, count - 16)
      second = Self.load64(bytes, count - 8)
    } else if count >= 8 {
      // Two words that overlap for fewer than sixteen bytes.
      first = Self.load64(bytes, 0)
      second = Self.load64(bytes, count - 8)
    } else if count >= 4 {
      first = UInt64(bytes.loadUnaligned(as: UInt32.self))
      second = UInt64(bytes.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
    } else if count > 0 {
      // The first, middle and last of one to three bytes.
      first = UInt64(bytes[0]) << 16 | UInt64(bytes[count >> 1]) << 8 | UInt64(bytes[count - 1])
      second = 0
    } else {
      first = 0
      second = 0
    }
    state = Self.fold(first ^ seeds.1, second ^ state)
    return Self.fold(state ^ seeds.2, seeds.3)
  }

  /// The high and low halves of the 128-bit product of `a` and `b`, xor'ed.
  @inline(__always)
  private static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
    let product = a.multipliedFullWidth(by: b)
    return product.high ^ product.low
  }

  /// The eight bytes of `bytes` from `offset`, the first in the lowest byte on a
  /// little-endian machine (the order changes the hash, never what a table finds).
  @inline(__always)
  private static func load64(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
    bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
  }
}
