/// A JSON document read from a file: its value, and where each of its values is written.
///
/// ``JSONReader`` makes one. Locations are not stored per value; ``location(of:)`` reads the
/// text again up to the value it is asked for, which costs nothing until a reader of the
/// document has something to report.
public struct JSONDocument: Sendable {
  /// The value, object keys in the order they were written.
  public var value: JSONValue
  /// The file path as the user gave it, for locations.
  public var file: String
  /// The document's bytes, kept for ``location(of:)``.
  let bytes: [UInt8]
  /// The limits it was read with.
  let limits: JSONLimits

  /// Where the value at `path` starts (its first byte: `{`, `[`, `"`, a digit or a letter).
  ///
  /// - Parameter path: Steps from the document's value; the empty path is the whole value.
  /// - Returns: The value's location; for a path that names no value, the location of the
  ///   deepest value on the way (so a missing key points at its object).
  public func location(of path: [JSONPathStep]) -> SourceLocation {
    var scanner = JSONScanner(bytes: bytes, file: file, limits: limits, target: path)
    _ = try? scanner.document()
    return scanner.found ?? SourceLocation.start(of: file)
  }
}
