import SceneDiffCore

/// Where each id (or each transition name) of a scene was first used, looked up by the value's
/// bytes while every value is short ASCII.
///
/// While every value recorded has 1 to 15 bytes, all ASCII, the values are kept as two 64-bit
/// words (the bytes, and the length in the last byte) in an open-addressing table hashed with a
/// per-process seed: equal `String`s of ASCII text have equal bytes, so this finds exactly what
/// a `[String: FirstUse]` finds, without hashing and comparing `String`s. The first value that
/// is longer or not ASCII (which may be canonically equal to an ASCII one: the Kelvin sign is
/// `K`) moves every value into a `[String: FirstUse]`, which answers from then on.
///
/// A value type, so that a copy of the reader (the XML reader restores one when its fast path
/// gives up) shares no table with the read it was copied from.
struct FirstUseTable {
  /// One place of the table: an empty one has ``high`` 0 (a value's length is never 0).
  private struct Entry {
    /// The value's first eight bytes, the first in the lowest byte; zeros after its end.
    var low: UInt64
    /// Its bytes 8 to 14, then its length in the highest byte.
    var high: UInt64
    /// Where it was first used.
    var use: FirstUse
  }

  /// The places, a power of two of them (none before the first value).
  private var entries: [Entry] = []
  /// The values recorded in ``entries``.
  private var entryCount = 0
  /// The per-process seeds of the hash (from `Hasher`, which honours deterministic hashing).
  private let seeds: (UInt64, UInt64)
  /// Every value, once one was not short ASCII; then ``entries`` is no longer used.
  private var strings: [String: FirstUse]?

  /// The values recorded.
  var count: Int { strings?.count ?? entryCount }

  /// An empty table.
  init() {
    var hasher = Hasher()
    hasher.combine(0x5EED as UInt64)
    let first = UInt64(truncatingIfNeeded: hasher.finalize())
    hasher = Hasher()
    hasher.combine(first)
    seeds = (first, UInt64(truncatingIfNeeded: hasher.finalize()))
  }

  /// Where the value `bytes` (spelled `string`) was first used; `nil` after recording `here`
  /// as its first use if it was not there.
  mutating func firstUse(
    of bytes: UnsafeBufferPointer<UInt8>,
    spelled string: String,
    at here: FirstUse
  ) -> FirstUse? {
    if strings == nil, let key = Self.key(bytes) {
      return firstUse(of: key, at: here)
    }
    if strings == nil { moveToStrings() }
    // Taken out while changed, so that the dictionary stays uniquely referenced.
    var table = strings ?? [:]
    strings = nil
    let known = table.count
    let first = Self.stored(&table[string, default: here])
    let added = table.count != known
    strings = table
    return added ? nil : first
  }

  /// Makes room for `capacity` values without growing (as `Dictionary.reserveCapacity`, at
  /// most three quarters of the places full).
  mutating func reserveCapacity(_ capacity: Int) {
    if strings != nil {
      strings?.reserveCapacity(capacity)
      return
    }
    var places = max(entries.count, 8)
    while places / 4 * 3 < capacity { places *= 2 }
    if places > entries.count { rehash(into: places) }
  }

  /// Forgets every value, keeping the places (for ``FirstUseLog``, which looks up one bucket of
  /// values at a time).
  mutating func removeAll() {
    strings = nil
    entryCount = 0
    let empty = Entry(low: 0, high: 0, use: FirstUse(line: 0, column: 0))
    entries.withUnsafeMutableBufferPointer { $0.update(repeating: empty) }
  }

  /// ``firstUse(of:spelled:at:)`` for a short ASCII value's key (``key(_:)``), while every
  /// value recorded is short ASCII.
  mutating func firstUse(of key: (low: UInt64, high: UInt64), at here: FirstUse)
    -> FirstUse?
  {
    if entryCount + 1 > entries.count / 4 * 3 { rehash(into: max(entries.count * 2, 8)) }
    let mask = entries.count - 1
    let start = hash(key) & mask
    let earlier = entries.withUnsafeMutableBufferPointer { places -> FirstUse? in
      var index = start
      while places[index].high != 0 {
        if places[index].high == key.high, places[index].low == key.low {
          return places[index].use
        }
        index = (index + 1) & mask
      }
      places[index] = Entry(low: key.low, high: key.high, use: here)
      return nil
    }
    if earlier == nil { entryCount += 1 }
    return earlier
  }

  /// The place a key's probe starts from, before masking (a mix of every bit of the key and
  /// the seeds).
  func hash(_ key: (low: UInt64, high: UInt64)) -> Int {
    let product = (key.low ^ seeds.0).multipliedFullWidth(by: key.high ^ seeds.1)
    return Int(truncatingIfNeeded: product.high ^ product.low)
  }

  /// The key of a value of 1 to 15 ASCII bytes (its ``ShortASCII`` words), or `nil` for any
  /// other value.
  @inline(__always)
  static func key(_ bytes: UnsafeBufferPointer<UInt8>) -> (low: UInt64, high: UInt64)? {
    ShortASCII.words(bytes)
  }

  /// Moves the entries into a table of `places` places.
  private mutating func rehash(into places: Int) {
    let empty = Entry(low: 0, high: 0, use: FirstUse(line: 0, column: 0))
    let mask = places - 1
    let larger = [Entry](unsafeUninitializedCapacity: places) { buffer, initialized in
      buffer.initialize(repeating: empty)
      initialized = places
      for entry in entries where entry.high != 0 {
        var index = hash((entry.low, entry.high)) & mask
        while buffer[index].high != 0 { index = (index + 1) & mask }
        buffer[index] = entry
      }
    }
    entries = larger
  }

  /// Moves every value into ``strings``, made with room for as many values as ``entries``.
  private mutating func moveToStrings() {
    var strings = [String: FirstUse](minimumCapacity: entries.count / 4 * 3)
    for entry in entries where entry.high != 0 {
      strings[Self.string((entry.low, entry.high))] = entry.use
    }
    self.strings = strings
    entries = []
  }

  /// The value whose key (``key(_:)``) is `key`.
  static func string(_ key: (low: UInt64, high: UInt64)) -> String {
    let length = Int(key.high >> 56)
    let bytes = (0..<length).map { index in
      UInt8(truncatingIfNeeded: index < 8 ? key.low >> (8 * index) : key.high >> (8 * (index - 8)))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The value an `inout` access holds (with a dictionary's default subscript, the stored
  /// value, the default having been stored first if the key was absent).
  private static func stored(_ value: inout FirstUse) -> FirstUse { value }
}
