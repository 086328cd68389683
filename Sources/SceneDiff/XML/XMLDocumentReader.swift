// Placeholder: the libxml2 reader lands in its own commit.

/// Reads XML files into ``XMLElement`` trees with libxml2's streaming reader, safely.
enum XMLDocumentReader {
  /// Reads and parses a file.
  static func read(file path: String, limits: XMLLimits = .default) throws(XMLError) -> XMLElement {
    throw XMLError.unreadable(.start(of: path), reason: "not implemented")
  }

  /// Parses bytes that came from `file` (used in locations).
  static func parse(_ bytes: [UInt8], file: String, limits: XMLLimits = .default) throws(XMLError)
    -> XMLElement
  {
    throw XMLError.unreadable(.start(of: file), reason: "not implemented")
  }
}

/// Limits that keep hostile files from exhausting time or memory.
struct XMLLimits: Sendable, Hashable {
  /// Largest accepted file, in bytes.
  var maxBytes = 64 << 20
  /// Deepest accepted element nesting.
  var maxDepth = 512
  /// Most elements in one file.
  var maxElements = 4_000_000
  /// The limits SceneDiff uses unless told otherwise.
  static let `default` = XMLLimits()
}

/// Why an XML file could not be read.
enum XMLError: DiagnosticConvertible, Equatable {
  case unreadable(SourceLocation, reason: String)

  var diagnostic: Diagnostic {
    switch self {
    case .unreadable(let location, let reason):
      Diagnostic(.error, at: location, code: "xml-unreadable", "cannot read file: \(reason)")
    }
  }
}
