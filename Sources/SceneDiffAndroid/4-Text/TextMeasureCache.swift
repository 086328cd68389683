import Synchronization

/// The process's memory of measured text: the desired width of a text in a style, and its
/// lines at a width, computed once however many measure passes, loads and layouts ask again.
///
/// ``TextMeasurer``'s answers are a pure function of the text's UTF-8 bytes, the style, the
/// width and line limit asked for, and whether the built-in table is forced
/// (``TextEngine/forcesBuiltInTable``; the fonts themselves are found and opened once per
/// process), so a remembered answer is the answer measuring would give again: outputs do not
/// depend on what is cached. Keys compare texts by their bytes (not `String`'s canonical
/// equivalence) and the style's `Float`s by their bits. The cache is bounded as SceneDiffText's
/// shape cache is: texts longer than ``maxTextBytes`` are not kept, and a table that holds
/// ``capacity`` entries or ``maxTotalBytes`` bytes (texts and lines) is emptied before the
/// next one is added. It is safe to use from any thread.
final class TextMeasureCache: Sendable {
  /// The process's cache.
  static let shared = TextMeasureCache()

  /// What a measurement depends on.
  struct Key: Sendable, Hashable {
    /// The text as written (before `textAllCaps`).
    var text: String
    /// The style.
    var style: TextStyle
    /// The width lines are broken at, `nil` for the desired width.
    var width: Int?
    /// The most lines shown.
    var maxLines: Int?
    /// Whether the built-in table is forced.
    var builtInTable: Bool

    /// Creates the key of a measurement in the current task.
    init(_ text: String, _ style: TextStyle, width: Int?, maxLines: Int?) {
      self.text = text
      self.style = style
      self.width = width
      self.maxLines = maxLines
      builtInTable = TextEngine.forcesBuiltInTable
    }

    static func == (lhs: Key, rhs: Key) -> Bool {
      lhs.width == rhs.width && lhs.maxLines == rhs.maxLines
        && lhs.builtInTable == rhs.builtInTable && lhs.style == rhs.style
        && lhs.style.letterSpacing.bitPattern == rhs.style.letterSpacing.bitPattern
        && lhs.style.lineSpacingMultiplier.bitPattern == rhs.style.lineSpacingMultiplier.bitPattern
        && lhs.style.lineSpacingExtra.bitPattern == rhs.style.lineSpacingExtra.bitPattern
        && lhs.text.hasSameUTF8(as: rhs.text)
    }

    func hash(into hasher: inout Hasher) {
      var text = text
      text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
      hasher.combine(style)
      hasher.combine(width)
      hasher.combine(maxLines)
      hasher.combine(builtInTable)
    }
  }

  /// The most entries one table keeps.
  static let capacity = 4_096
  /// The longest text kept, in UTF-8 bytes.
  static let maxTextBytes = 65_536
  /// The most bytes one table keeps, texts and lines together.
  static let maxTotalBytes = 16 << 20

  /// A table and the bytes its entries hold.
  private struct Table<Value: Sendable>: Sendable {
    var entries: [Key: Value] = [:]
    var bytes = 0

    /// Remembers `value`, which costs `cost` bytes, emptying the table first when it is full.
    mutating func add(_ key: Key, _ value: Value, cost: Int) {
      if entries.count >= TextMeasureCache.capacity || bytes + cost > TextMeasureCache.maxTotalBytes
      {
        entries.removeAll(keepingCapacity: true)
        bytes = 0
      }
      if entries.updateValue(value, forKey: key) == nil { bytes += cost }
    }
  }

  private let widths = Mutex(Table<Int>())
  private let layouts = Mutex(Table<TextLayout>())

  /// The desired width of `key` (whose `width` is `nil`), computed by `measure` when it is
  /// not remembered.
  func desiredWidth(_ key: Key, _ measure: () -> Int) -> Int {
    let bytes = key.text.utf8.count
    guard bytes <= Self.maxTextBytes else { return measure() }
    if let found = widths.withLock({ $0.entries[key] }) { return found }
    let result = measure()
    widths.withLock { $0.add(key, result, cost: bytes) }
    return result
  }

  /// The layout of `key`, computed by `lay` when it is not remembered.
  func layout(_ key: Key, _ lay: () -> TextLayout) -> TextLayout {
    let bytes = key.text.utf8.count
    guard bytes <= Self.maxTextBytes else { return lay() }
    if let found = layouts.withLock({ $0.entries[key] }) { return found }
    let result = lay()
    let cost = bytes + result.lines.reduce(0) { $0 + $1.utf8.count }
    layouts.withLock { $0.add(key, result, cost: cost) }
    return result
  }
}
