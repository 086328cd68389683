/// The bytes of a document being written: a growable buffer that the JSON writers append to.
///
/// An `[UInt8]` checks that its storage is unique and goes through a generic copy on every
/// append; a large plan or frames document makes millions of small appends (a key, a comma, a
/// few digits), so the writers append here instead: a capacity check and a store or a
/// `memcpy`. The buffer owns its memory and cannot be copied; writers take it `inout`, and
/// hand finished text on with ``withBytes(_:)`` or ``array()``.
package struct OutputBytes: ~Copyable {
  /// The first byte of the storage.
  @usableFromInline var start: UnsafeMutablePointer<UInt8>
  /// How many bytes are written.
  @usableFromInline var written: Int
  /// How many bytes the storage holds.
  @usableFromInline var capacity: Int

  /// An empty buffer with room for `capacity` bytes before it grows.
  package init(capacity: Int = 4096) {
    self.capacity = max(capacity, 16)
    start = .allocate(capacity: self.capacity)
    written = 0
  }

  deinit { start.deallocate() }

  /// How many bytes are written.
  @inlinable package var count: Int { written }

  /// Appends one byte.
  @inlinable @inline(__always) package mutating func append(_ byte: UInt8) {
    if written == capacity { grow(toHold: 1) }
    start[written] = byte
    written += 1
  }

  /// Appends `count` bytes from `source`.
  @inlinable @inline(__always)
  package mutating func append(_ source: UnsafePointer<UInt8>, count: Int) {
    if capacity - written < count { grow(toHold: count) }
    OutputBytes.copy(from: source, to: start + written, count: count)
    written += count
  }

  /// Appends `"`, `count` bytes from `source` and `"`: a JSON string that needs no escaping.
  @inlinable @inline(__always)
  package mutating func appendQuoted(_ source: UnsafePointer<UInt8>, count: Int) {
    if capacity - written < count + 2 { grow(toHold: count + 2) }
    let target = start + written
    target.initialize(to: UInt8(ascii: "\""))
    OutputBytes.copy(from: source, to: target + 1, count: count)
    (target + count + 1).initialize(to: UInt8(ascii: "\""))
    written += count + 2
  }

  /// Calls `body` with room for at most `maxCount` bytes after those written; `body` writes
  /// its bytes from the start of the room and returns how many it wrote (at most `maxCount`).
  ///
  /// For writers that produce a short, bounded run of bytes one at a time (the digits of a
  /// number, a line's indentation): one capacity check instead of one per byte.
  @inlinable @inline(__always)
  package mutating func appendInPlace(
    maxCount: Int,
    _ body: (UnsafeMutablePointer<UInt8>) -> Int
  ) {
    if capacity - written < maxCount { grow(toHold: maxCount) }
    let count = body(start + written)
    precondition(count >= 0 && count <= maxCount, "SceneDiff bug: wrote past an output room")
    written += count
  }

  /// Copies `count` bytes from `source` to `target`.
  ///
  /// Runs of at most 16 bytes — most of a JSON document's pieces: keys, separators, view
  /// keys — are copied with two possibly overlapping loads and stores, which costs less than a
  /// call to `memcpy`.
  @inlinable @inline(__always)
  static func copy(
    from source: UnsafePointer<UInt8>,
    to target: UnsafeMutablePointer<UInt8>,
    count: Int
  ) {
    let from = UnsafeRawPointer(source)
    let to = UnsafeMutableRawPointer(target)
    switch count {
    case 8...16:
      let head = from.loadUnaligned(as: UInt64.self)
      let tail = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      to.storeBytes(of: head, as: UInt64.self)
      to.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
    case 4..<8:
      let head = from.loadUnaligned(as: UInt32.self)
      let tail = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
      to.storeBytes(of: head, as: UInt32.self)
      to.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
    case 1..<4:
      // The first, middle and last bytes cover one, two or three bytes.
      target[0] = source[0]
      target[count >> 1] = source[count >> 1]
      target[count - 1] = source[count - 1]
    case 0:
      break
    default:
      target.initialize(from: source, count: count)
    }
  }

  /// Appends an ASCII literal.
  @inlinable @inline(__always) package mutating func append(_ literal: StaticString) {
    append(literal.utf8Start, count: literal.utf8CodeUnitCount)
  }

  /// Appends the bytes of a buffer.
  @inlinable package mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress else { return }
    append(base, count: bytes.count)
  }

  /// Appends a string's UTF-8 bytes.
  package mutating func append(utf8 string: String) {
    var string = string
    string.withUTF8 { append(contentsOf: $0) }
  }

  /// Appends `count` copies of `byte`.
  package mutating func append(repeating byte: UInt8, count: Int) {
    guard count > 0 else { return }
    if capacity - written < count { grow(toHold: count) }
    (start + written).initialize(repeating: byte, count: count)
    written += count
  }

  /// Forgets every byte written, keeping the storage.
  package mutating func removeAll() { written = 0 }

  /// Calls `body` with the bytes written so far.
  package func withBytes<Result>(
    _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result {
    try body(UnsafeBufferPointer(start: start, count: written))
  }

  /// The bytes written so far, copied into an array.
  package func array() -> [UInt8] { withBytes { Array($0) } }

  /// Moves the bytes to storage of at least twice the size with room for `extra` more.
  @usableFromInline mutating func grow(toHold extra: Int) {
    let (needed, overflow) = written.addingReportingOverflow(extra)
    precondition(!overflow, "SceneDiff bug: an output buffer of more than Int.max bytes")
    let newCapacity = max(needed, capacity <= Int.max / 2 ? capacity * 2 : Int.max)
    let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newStart.initialize(from: start, count: written)
    start.deallocate()
    start = newStart
    capacity = newCapacity
  }
}
