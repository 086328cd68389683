import Synchronization

/// One face's memory of shaped ASCII runs: the glyph advances HarfBuzz gave a run of ASCII bytes,
/// by the run's bytes and the ligature setting, so that a word (and every space, a run of its
/// own) is shaped once per process however many texts and lines show it.
///
/// A run's shaping depends on its bytes, the face, the features and the buffer's segment
/// properties, and on the text around it only through HarfBuzz's pre- and post-context, which
/// only the Arabic-joining shapers and the dotted circle for a mark that starts a run read.
/// HarfBuzz guesses the script and direction from the run's own characters: an ASCII run is
/// Latin or Common, shaped by the default shaper, and starts with no mark, so its glyphs and
/// their advances, with clusters counted from the run's start, are the same wherever the run
/// stands. Outputs do not depend on what is cached. Runs longer than ``maxRunBytes`` are not
/// kept, and a table that holds ``capacity`` runs is emptied before the next one is added. It
/// is safe to use from any thread.
final class ASCIIRunCache: Sendable {
  /// What a run's glyphs depend on, the face apart (each face has its own cache).
  ///
  /// A run of at most 16 bytes (nearly every word) is held in two words, little-endian, with
  /// its length: no array is made to look it up, and it is hashed as three words.
  struct Key: Sendable, Hashable {
    /// The bytes of a run of at most 16 bytes (bytes 0–7 in `low`, 8–15 in `high`), zero
    /// beyond its length; zero for a longer run.
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    /// The run's length in bytes.
    private var count: Int
    /// The bytes of a run longer than 16 bytes; empty for a shorter one.
    private var long: [UInt8] = []
    /// Whether `liga` and `clig` are on.
    var ligatures: Bool

    /// The key of the run `bytes`, all below 0x80.
    init(bytes: some Collection<UInt8>, ligatures: Bool) {
      self.ligatures = ligatures
      count = bytes.count
      if count <= 16 {
        var shift: UInt64 = 0
        for byte in bytes {
          if shift < 64 {
            low |= UInt64(byte) << shift
          } else {
            high |= UInt64(byte) << (shift - 64)
          }
          shift += 8
        }
      } else {
        long = Array(bytes)
      }
    }

    static func == (lhs: Key, rhs: Key) -> Bool {
      lhs.low == rhs.low && lhs.high == rhs.high && lhs.count == rhs.count
        && lhs.ligatures == rhs.ligatures && (lhs.count <= 16 || lhs.long == rhs.long)
    }

    /// Hashes the two words and the length with the ligature setting; a longer run's bytes too.
    func hash(into hasher: inout Hasher) {
      hasher.combine(low)
      hasher.combine(high)
      hasher.combine(count << 1 | (ligatures ? 1 : 0))
      if count > 16 { long.withUnsafeBytes { hasher.combine(bytes: $0) } }
    }
  }

  /// A glyph's cluster, counted in bytes from the run's start, and its advance in font units.
  struct Glyph: Sendable, Hashable {
    /// The cluster's byte offset from the run's first byte.
    var cluster: Int
    /// The advance in font units.
    var advance: Int
  }

  /// The most runs kept.
  static let capacity = 8_192
  /// The longest run kept, in bytes.
  static let maxRunBytes = 64

  private let table = Mutex<[Key: [Glyph]]>([:])

  /// Creates an empty cache.
  init() {}

  /// Whether bytes `range` of `text` form a run this cache keeps: at most ``maxRunBytes``
  /// bytes, all ASCII.
  static func keeps(_ text: [UInt8], _ range: Range<Int>) -> Bool {
    guard range.count <= maxRunBytes else { return false }
    return text.withUnsafeBufferPointer { bytes in
      var union: UInt8 = 0
      for index in range { union |= bytes[index] }
      return union < 0x80
    }
  }

  /// The glyphs of `key`, computed by `shape` when they are not remembered.
  func glyphs(_ key: Key, _ shape: () -> [Glyph]) -> [Glyph] {
    if let found = table.withLock({ $0[key] }) { return found }
    let glyphs = shape()
    table.withLock { entries in
      if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
      entries[key] = glyphs
    }
    return glyphs
  }
}
