import SceneDiffCore

/// Why a native scene file (design §2) could not be used.
enum SceneFileError: DiagnosticConvertible, Equatable {
  /// The root element is not `<scene>`.
  case notAScene(SourceLocation, found: String)
  /// An element other than `<view>` inside a scene.
  case unknownElement(SourceLocation, name: String)
  /// An attribute the format does not define (likely a typo).
  case unknownAttribute(SourceLocation, name: String, element: String, suggestion: String?)
  /// A required attribute is missing.
  case missingAttribute(SourceLocation, name: String, element: String)
  /// A value that does not parse or is out of range.
  case invalidValue(SourceLocation, attribute: String, value: String, expected: String)
  /// Text where only elements belong.
  case unexpectedText(SourceLocation, element: String)

  var diagnostic: Diagnostic {
    switch self {
    case .notAScene(let at, let found):
      Diagnostic(
        .error,
        at: at,
        code: "not-a-scene",
        "root element is <\(found)>; a native scene file starts with <scene>"
      )
    case .unknownElement(let at, let name):
      Diagnostic(
        .error,
        at: at,
        code: "unknown-element",
        "unknown element <\(name)> in a scene; expected <view>"
      )
    case .unknownAttribute(let at, let name, let element, let suggestion):
      Diagnostic(
        .error,
        at: at,
        code: "unknown-attribute",
        "unknown attribute '\(name)' on <\(element)>"
          + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
      )
    case .missingAttribute(let at, let name, let element):
      .missingAttribute(at: at, name: name, element: element)
    case .invalidValue(let at, let attribute, let value, let expected):
      .invalidValue(at: at, attribute: attribute, value: value, expected: expected)
    case .unexpectedText(let at, let element):
      Diagnostic(
        .error,
        at: at,
        code: "unexpected-text",
        "unexpected text inside <\(element)>; scene files carry everything in attributes"
      )
    }
  }
}
