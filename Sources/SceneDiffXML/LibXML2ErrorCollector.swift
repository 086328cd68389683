internal import CLibXML2
import SceneDiffCore

/// Keeps the first error or fatal error libxml2 reports for one reader; warnings are ignored.
///
/// Passed to libxml2 as the context of `xmlTextReaderSetStructuredErrorHandler` through
/// `Unmanaged`; each reader has its own, so concurrent parses never share one.
final class LibXML2ErrorCollector {
  /// The first error, if any.
  private(set) var first: LibXML2Failure?

  /// Records `error` unless an earlier one was recorded or it is only a warning.
  func record(_ error: xmlError) {
    guard first == nil, error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
    let raw = error.message.map { String(cString: $0) } ?? "unknown libxml2 error"
    first = LibXML2Failure(
      domain: error.domain,
      code: error.code,
      message: Self.clean(raw),
      line: Int(error.line),
      column: Int(error.int2),
      str1: error.str1.map { String(cString: $0) }
    )
  }

  /// Trims libxml2's message, joins its lines and lowercases its first letter (not acronyms).
  private static func clean(_ message: String) -> String {
    let lines = message.split(whereSeparator: \.isNewline).map {
      $0.drop(while: \.isWhitespace)
    }
    var text = lines.filter { !$0.isEmpty }.joined(separator: "; ")
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return text.isEmpty ? "unknown libxml2 error" : XMLError.lowercasingFirstLetter(text)
  }
}
