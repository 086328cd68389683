/// A hash of a view key's UTF-8 bytes keyed with per-process seeds, for the open-addressed key
/// tables of the plan and the sampler.
///
/// Keys come from scene files, so a table hashed with a fixed function (FNV-1a, say) can be
/// flooded: a file of views whose ids were searched to share a slot makes every look-up walk
/// all of them, and a table of n keys costs n² probes to fill (20,000 such ids made `sample`
/// take 3.7 s instead of 0.8 s). The seeds here come from `Hasher`, which seeds itself at
/// random per process (and honours `SWIFT_DETERMINISTIC_HASHING`), so which keys collide cannot
/// be known in advance. The bytes are read sixteen at a time and folded with full-width
/// multiplications of the words against the seeds (as wyhash and aHash's fallback do), which
/// for the short keys of scenes (`v123`, `/0/2/1`) is a single multiplication before the last.
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
    var offset = 0
    while count - offset > 16 {
      state = Self.fold(
        bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ seeds.1,
        bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self) ^ state
      )
      offset += 16
    }
    // The last 1 to 16 bytes (none for an empty key), zero-padded into two words.
    let first = Self.word(bytes, from: offset, upTo: min(offset + 8, count))
    let second = Self.word(bytes, from: min(offset + 8, count), upTo: count)
    state = Self.fold(first ^ seeds.1, second ^ state)
    return Self.fold(state ^ seeds.2, seeds.3)
  }

  /// The high and low halves of the 128-bit product of `a` and `b`, xor'ed.
  @inline(__always)
  private static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
    let product = a.multipliedFullWidth(by: b)
    return product.high ^ product.low
  }

  /// The bytes `start..<end` of `bytes` (at most eight), the first in the lowest byte.
  @inline(__always)
  private static func word(_ bytes: UnsafeRawBufferPointer, from start: Int, upTo end: Int)
    -> UInt64
  {
    if end - start == 8 { return bytes.loadUnaligned(fromByteOffset: start, as: UInt64.self) }
    var word: UInt64 = 0
    var shift: UInt64 = 0
    for index in start..<end {
      word |= UInt64(bytes[index]) << shift
      shift += 8
    }
    return word
  }
}
