import SceneDiffCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads XML files into ``LocatedElement`` trees with libxml2's streaming reader, safely.
///
/// Documents inside ``XMLFastReader``'s strict subset that hold no text are read in its one
/// validated pass (``LocatedElementBuilder``); all others in two passes over the bytes:
/// ``XMLPrescan`` checks encoding, DTDs and ``XMLLimits`` lexically; then ``XMLTreeBuilder``
/// parses with `xmlReaderForMemory` and builds the tree.
/// Entities are never expanded, no file or network resource is ever loaded, and every call
/// has its own reader, so calls may run concurrently. See `Docs/xml-limits.md`.
package enum XMLDocumentReader {
  /// Reads a file (`open`, `fstat`, `read`) and parses it with `xmlReaderForMemory`.
  ///
  /// The size is checked with `fstat` before any byte is read.
  package static func read(file path: String, limits: XMLLimits = .default) throws(XMLError)
    -> LocatedElement
  {
    let bytes = try SceneDiffXML.readBytes(path: path, limits: limits)
    return try parse(bytes, file: path, limits: limits)
  }

  /// Reads an open descriptor (standard input, a pipe) to its end, without parsing it; `file`
  /// names it in locations.
  ///
  /// A regular file is held to `limits.maxBytes` by its size, before it is read; a stream is
  /// read at most to `limits.maxStreamBytes`, and reading stops one byte past it: a stream that
  /// long is ``XMLError/tooLarge(_:size:limit:)`` with no size, however much more it holds.
  /// The descriptor stays open.
  package static func readBytes(
    descriptor: Int32,
    file: String,
    limits: XMLLimits = .default
  ) throws(XMLError) -> [UInt8] {
    try SceneDiffXML.readBytes(
      descriptor: descriptor,
      start: .start(of: file),
      limits: limits
    )
  }

  /// Parses bytes that came from `file` (used in locations).
  ///
  /// ``XMLFastReader`` reads them first, in one validated pass (``LocatedElementBuilder``),
  /// when they are inside its strict subset of XML and hold no text; otherwise (and for every
  /// error) the full path runs from the start: ``XMLPrescan``, then `xmlReaderForMemory`.
  /// Both give the same tree.
  package static func parse(_ bytes: [UInt8], file: String, limits: XMLLimits = .default)
    throws(XMLError)
    -> LocatedElement
  {
    try bytes.withUnsafeBufferPointer { buffer throws(XMLError) -> LocatedElement in
      if let root = LocatedElementBuilder.read(buffer, file: file, limits: limits) { return root }
      return try parseWithLibxml2(buffer, file: file, limits: limits)
    }
  }

  /// Parses bytes on libxml2's path alone, never in the one pass.
  ///
  /// ``XMLPrescan``, then ``XMLTreeBuilder``: what ``parse(_:file:limits:)`` falls back to, and
  /// what the one pass is compared with.
  package static func parseWithLibxml2(
    _ buffer: UnsafeBufferPointer<UInt8>,
    file: String,
    limits: XMLLimits = .default
  ) throws(XMLError) -> LocatedElement {
    try XMLPrescan.check(buffer, file: file, limits: limits)
    return try XMLTreeBuilder.build(buffer, file: file)
  }
}

/// Reads a whole file with POSIX calls, refusing (by `fstat`, then while reading) to read
/// more than the limits allow.
func readBytes(path: String, limits: XMLLimits) throws(XMLError) -> [UInt8] {
  let start = SourceLocation.start(of: path)
  let descriptor = open(path, O_RDONLY | O_CLOEXEC)
  guard descriptor >= 0 else { throw .unreadable(start, reason: systemReason(errno)) }
  defer { close(descriptor) }
  return try readBytes(descriptor: descriptor, start: start, limits: limits)
}

/// Reads an open descriptor to its end: a regular file's size is checked against
/// `limits.maxBytes` with `fstat` first; pipes, FIFOs and devices (whose size `fstat` does not
/// give) are read until their end or until one byte more than `limits.maxStreamBytes` (or
/// `maxBytes`, if smaller) has arrived, whichever comes first, so a huge stream costs at most
/// that limit.
func readBytes(descriptor: Int32, start: SourceLocation, limits: XMLLimits) throws(XMLError)
  -> [UInt8]
{
  var status = stat()
  guard fstat(descriptor, &status) == 0 else {
    throw .unreadable(start, reason: systemReason(errno))
  }
  if status.st_mode & S_IFMT == S_IFDIR {
    throw .unreadable(start, reason: systemReason(EISDIR))
  }
  let isStream = status.st_mode & S_IFMT != S_IFREG
  let limit = isStream ? min(limits.maxStreamBytes, limits.maxBytes) : limits.maxBytes
  let size = Int(status.st_size)
  if !isStream, size > limit { throw .tooLarge(start, size: size, limit: limit) }
  // A stream's length is unknown: room for the limit and one byte more, never grown (growing
  // would copy, holding two buffers at once); a regular file's own size and one more byte.
  // The bytes are read straight into that room, with no buffer between.
  let capacity = isStream ? limit + 1 : size + 1
  var failure: Int32 = 0
  var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { room, initialized in
    initialized = readFully(
      descriptor,
      into: UnsafeMutableRawBufferPointer(room),
      failure: &failure
    )
  }
  if failure == 0, bytes.count == capacity, bytes.count <= limit {
    // A regular file that grew since `fstat` filled its room: the rest is read in pieces.
    failure = readRest(descriptor, onto: &bytes, limit: limit)
  }
  if failure != 0 { throw .unreadable(start, reason: systemReason(failure)) }
  if bytes.count > limit {
    throw .tooLarge(start, size: isStream ? nil : bytes.count, limit: limit)
  }
  return bytes
}

/// Reads from `descriptor` into `room` until its end or until `room` is full, retrying reads
/// that a signal interrupted.
///
/// - Returns: The bytes read, from the start of `room`; `failure` is set to `errno` when a read
///   fails (the count is then what was read before it).
private func readFully(
  _ descriptor: Int32,
  into room: UnsafeMutableRawBufferPointer,
  failure: inout Int32
) -> Int {
  guard let base = room.baseAddress else { return 0 }
  var count = 0
  while count < room.count {
    let got = read(descriptor, base + count, room.count - count)
    if got < 0 {
      if errno == EINTR { continue }
      failure = errno
      return count
    }
    if got == 0 { break }
    count += got
  }
  return count
}

/// Appends what `descriptor` still holds to `bytes` in pieces of 64 KiB, stopping at its end or
/// once `bytes` holds more than `limit`, one byte past it.
///
/// - Returns: `errno` if a read failed, else 0.
private func readRest(_ descriptor: Int32, onto bytes: inout [UInt8], limit: Int) -> Int32 {
  var chunk = [UInt8](repeating: 0, count: 1 << 16)
  var failure: Int32 = 0
  while bytes.count <= limit, failure == 0 {
    let wanted = min(chunk.count, limit + 1 - bytes.count)
    let count = chunk.withUnsafeMutableBytes { room in
      readFully(
        descriptor,
        into: UnsafeMutableRawBufferPointer(rebasing: room[..<wanted]),
        failure: &failure
      )
    }
    if count == 0 { break }
    bytes.append(contentsOf: chunk[0..<count])
  }
  return failure
}

/// The operating system's description of `code` (`strerror`), first letter lowercased.
private func systemReason(_ code: Int32) -> String {
  let text = String(cString: strerror(code))
  return text.isEmpty ? "error \(code)" : XMLError.lowercasingFirstLetter(text)
}
