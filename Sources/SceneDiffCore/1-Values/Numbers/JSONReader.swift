import Foundation

/// Reads JSON text strictly (RFC 8259) into a ``JSONValue`` whose objects keep their key order.
///
/// Only the JSON grammar is accepted: no comments, trailing commas, single quotes, `NaN`,
/// `Infinity`, leading zeros or `+`; a key written twice in one object is an error; strings
/// must be well-formed UTF-8 and a `\u` escape of a surrogate must be half of a pair. A UTF-8
/// byte order mark is skipped. Every error is a ``JSONReadError`` at the exact
/// `file:line:column`, and ``JSONLimits`` bounds size, nesting and value count.
public enum JSONReader {
  /// Reads a document held in memory.
  ///
  /// - Parameters:
  ///   - bytes: The UTF-8 text.
  ///   - file: The name locations use.
  ///   - limits: Size, nesting and value limits.
  /// - Returns: The document.
  /// - Throws: ``JSONReadError`` at the first problem.
  public static func parse(
    _ bytes: [UInt8],
    file: String,
    limits: JSONLimits = .default
  ) throws(JSONReadError) -> JSONDocument {
    guard bytes.count <= limits.maxBytes else {
      throw .tooLarge(.start(of: file), size: bytes.count, limit: limits.maxBytes)
    }
    var scanner = JSONScanner(bytes: bytes, file: file, limits: limits)
    let value = try scanner.document()
    return JSONDocument(value: value, file: file, bytes: bytes, limits: limits)
  }

  /// Reads a file; its size is checked before it is read.
  ///
  /// - Parameters:
  ///   - path: The file, as the user gave it (locations use it as written).
  ///   - limits: Size, nesting and value limits.
  /// - Returns: The document.
  /// - Throws: ``JSONReadError/unreadable(_:reason:)`` for a missing or unreadable file or a
  ///   folder, ``JSONReadError/tooLarge(_:size:limit:)``, or the first problem in the text.
  public static func read(
    file path: String,
    limits: JSONLimits = .default
  ) throws(JSONReadError) -> JSONDocument {
    let start = SourceLocation.start(of: path)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw .unreadable(start, reason: "no such file")
    }
    guard !isFolder.boolValue else { throw .unreadable(start, reason: "it is a folder") }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw .unreadable(start, reason: "permission denied or not a regular file")
    }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: limits.maxBytes + 1) ?? Data()
    } catch {
      throw .unreadable(start, reason: error.localizedDescription)
    }
    guard data.count <= limits.maxBytes else {
      let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
      throw .tooLarge(start, size: size ?? data.count, limit: limits.maxBytes)
    }
    return try parse([UInt8](data), file: path, limits: limits)
  }
}
