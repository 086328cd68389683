import SceneDiffCore

/// The parts of a libxml2 `xmlError` that SceneDiff uses, copied out of libxml2's memory.
struct LibXML2Failure {
  /// `xmlError.domain` (an `xmlErrorDomain`).
  var domain: Int32
  /// `xmlError.code` (an `xmlParserErrors`).
  var code: Int32
  /// `xmlError.message`, trimmed, on one line, first letter lowercased (not acronyms).
  var message: String
  /// `xmlError.line`, 1-based.
  var line: Int
  /// `xmlError.int2`: the 1-based column, counted in characters.
  var column: Int
  /// `xmlError.str1`, such as the entity name for an undeclared entity.
  var str1: String?
}
