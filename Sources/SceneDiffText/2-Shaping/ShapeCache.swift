import Synchronization

/// The process's memory of shaped text, as Minikin keeps a `LayoutCache`: the same string in
/// the same face and size is shaped once, however many views, measure passes and layouts show
/// it.
///
/// Shaping is a pure function of the text, the request, the size and the ligature setting (the
/// fonts are opened once per process, ``FontCollection/shared``), so a remembered result is
/// the result shaping would give again: outputs do not depend on what is cached. The cache is
/// bounded: texts longer than ``maxTextBytes`` are not kept, and a table that holds
/// ``capacity`` entries or ``maxTotalBytes`` bytes (texts and results, counted as their array
/// elements' sizes) is emptied before the next one is added. It is safe to use from any thread.
final class ShapeCache: Sendable {
  /// The process's cache.
  static let shared = ShapeCache()

  /// Text compared and hashed by its UTF-8 bytes.
  ///
  /// `String`'s own equality is Unicode canonical equivalence (`"é"` equals `"e\u{301}"`), but
  /// shaped advances are per UTF-8 byte, so two texts share a result only when their bytes do.
  struct Bytes: Sendable, Hashable {
    /// The text.
    var text: String

    static func == (lhs: Bytes, rhs: Bytes) -> Bool {
      lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
      var text = text
      text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
  }

  /// What a shaped result depends on.
  struct Key: Sendable, Hashable {
    /// The text.
    var text: Bytes
    /// Family, weight and slant.
    var request: FontRequest
    /// The size in px.
    var size: Int
    /// Whether `liga` and `clig` are on.
    var ligatures: Bool
  }

  /// The most entries kept.
  static let capacity = 4_096
  /// The longest text kept, in UTF-8 bytes.
  static let maxTextBytes = 65_536
  /// The most bytes one table keeps, texts and results together.
  static let maxTotalBytes = 16 << 20

  /// A table and the bytes its entries hold.
  private struct Table<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    var entries: [Key: Value] = [:]
    var bytes = 0

    /// Remembers `value`, which costs `cost` bytes, emptying the table first when it is full.
    mutating func add(_ key: Key, _ value: Value, cost: Int) {
      if entries.count >= ShapeCache.capacity || bytes + cost > ShapeCache.maxTotalBytes {
        entries.removeAll(keepingCapacity: true)
        bytes = 0
      }
      if entries.updateValue(value, forKey: key) == nil { bytes += cost }
    }
  }

  private let shaped = Mutex(Table<Key, ShapedText>())
  private let runs = Mutex(Table<RunKey, [FontRunMetrics]>())

  /// What a text's runs depend on.
  struct RunKey: Sendable, Hashable {
    /// The text.
    var text: Bytes
    /// Family, weight and slant.
    var request: FontRequest
  }

  /// The shaped text of `key`, computed by `shape` when it is not remembered.
  func shaped(_ key: Key, _ shape: () -> ShapedText?) -> ShapedText? {
    let bytes = key.text.text.utf8.count
    guard bytes <= Self.maxTextBytes else { return shape() }
    if let found = shaped.withLock({ $0.entries[key] }) { return found }
    guard let result = shape() else { return nil }
    let cost = bytes + result.advances.count * MemoryLayout<Int>.stride
    shaped.withLock { $0.add(key, result, cost: cost) }
    return result
  }

  /// The runs of `key`, computed by `split` when they are not remembered.
  func runs(_ key: RunKey, _ split: () -> [FontRunMetrics]?) -> [FontRunMetrics]? {
    let bytes = key.text.text.utf8.count
    guard bytes <= Self.maxTextBytes else { return split() }
    if let found = runs.withLock({ $0.entries[key] }) { return found }
    guard let result = split() else { return nil }
    let cost = bytes + result.count * MemoryLayout<FontRunMetrics>.stride
    runs.withLock { $0.add(key, result, cost: cost) }
    return result
  }
}
