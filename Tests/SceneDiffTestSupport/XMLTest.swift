import SceneDiff
import SceneDiffXML

/// Helpers shared by the XML reader tests.
package enum XMLTest {
  /// The file name used in locations by ``parse(_:limits:)``.
  package static let file = "t.xml"

  /// Parses a string's UTF-8 bytes as `t.xml`.
  package static func parse(_ text: String, limits: XMLLimits = .default) throws(XMLError)
    -> LocatedElement
  {
    try XMLDocumentReader.parse(Array(text.utf8), file: file, limits: limits)
  }

  /// The error parsing `bytes` throws, or `nil` if it parses.
  package static func failure(_ bytes: [UInt8], limits: XMLLimits = .default) -> XMLError? {
    do {
      _ = try XMLDocumentReader.parse(bytes, file: file, limits: limits)
      return nil
    } catch {
      return error
    }
  }

  /// The error parsing `text` throws, or `nil` if it parses.
  package static func failure(_ text: String, limits: XMLLimits = .default) -> XMLError? {
    failure(Array(text.utf8), limits: limits)
  }

  /// `line:column` of a location, for compact expectations.
  package static func at(_ location: SourceLocation?) -> String {
    location.map { "\($0.line):\($0.column)" } ?? "none"
  }

  /// A location in `t.xml`.
  package static func location(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column)
  }

  /// A location in `t.xml` written as `"line:column"`.
  package static func location(_ lineColumn: String) -> SourceLocation {
    let parts = lineColumn.split(separator: ":").compactMap { Int($0) }
    return location(parts.first ?? 0, parts.last ?? 0)
  }
}
