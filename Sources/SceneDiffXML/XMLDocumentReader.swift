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
/// Two passes over the bytes: ``XMLPrescan`` checks encoding, DTDs and ``XMLLimits``
/// lexically; then ``XMLTreeBuilder`` parses with `xmlReaderForMemory` and builds the tree.
/// Entities are never expanded, no file or network resource is ever loaded, and every call
/// has its own reader, so calls may run concurrently. See `Docs/xml-limits.md`.
package enum XMLDocumentReader {
  /// Reads a file (`open`, `fstat`, `read`) and parses it with `xmlReaderForMemory`.
  ///
  /// The size is checked with `fstat` before any byte is read.
  package static func read(file path: String, limits: XMLLimits = .default) throws(XMLError)
    -> LocatedElement
  {
    let bytes = try readBytes(path: path, limit: limits.maxBytes)
    return try parse(bytes, file: path, limits: limits)
  }

  /// Parses bytes that came from `file` (used in locations), via `xmlReaderForMemory`.
  package static func parse(_ bytes: [UInt8], file: String, limits: XMLLimits = .default)
    throws(XMLError)
    -> LocatedElement
  {
    try bytes.withUnsafeBufferPointer { buffer throws(XMLError) -> LocatedElement in
      try XMLPrescan.check(buffer, file: file, limits: limits)
      return try XMLTreeBuilder.build(buffer, file: file)
    }
  }
}

/// Reads a whole file with POSIX calls, refusing (by `fstat`, then while reading) to read
/// more than `limit` bytes.
private func readBytes(path: String, limit: Int) throws(XMLError) -> [UInt8] {
  let start = SourceLocation.start(of: path)
  let descriptor = open(path, O_RDONLY | O_CLOEXEC)
  guard descriptor >= 0 else { throw .unreadable(start, reason: systemReason(errno)) }
  defer { close(descriptor) }
  var status = stat()
  guard fstat(descriptor, &status) == 0 else {
    throw .unreadable(start, reason: systemReason(errno))
  }
  if status.st_mode & S_IFMT == S_IFDIR {
    throw .unreadable(start, reason: systemReason(EISDIR))
  }
  let size = Int(status.st_size)
  if size > limit { throw .tooLarge(start, size: size, limit: limit) }
  // Regular files report their size; pipes and devices report 0 and are read in chunks.
  var bytes: [UInt8] = []
  bytes.reserveCapacity(size + 1)
  var chunk = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count < 0 {
      if errno == EINTR { continue }
      throw .unreadable(start, reason: systemReason(errno))
    }
    if count == 0 { break }
    bytes.append(contentsOf: chunk[0..<count])
    if bytes.count > limit { throw .tooLarge(start, size: bytes.count, limit: limit) }
  }
  return bytes
}

/// The operating system's description of `code` (`strerror`), first letter lowercased.
private func systemReason(_ code: Int32) -> String {
  let text = String(cString: strerror(code))
  return text.isEmpty ? "error \(code)" : XMLError.lowercasingFirstLetter(text)
}
