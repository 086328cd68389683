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
  @inlinable package mutating func append(_ byte: UInt8) {
    if written == capacity { grow(toHold: 1) }
    start[written] = byte
    written += 1
  }

  /// Appends `count` bytes from `source`.
  @inlinable package mutating func append(_ source: UnsafePointer<UInt8>, count: Int) {
    if capacity - written < count { grow(toHold: count) }
    (start + written).initialize(from: source, count: count)
    written += count
  }

  /// Appends an ASCII literal.
  @inlinable package mutating func append(_ literal: StaticString) {
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
