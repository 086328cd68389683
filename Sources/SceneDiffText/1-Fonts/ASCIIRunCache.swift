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
  struct Key: Sendable, Hashable {
    /// The run's bytes, all below 0x80.
    var bytes: [UInt8]
    /// Whether `liga` and `clig` are on.
    var ligatures: Bool
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
