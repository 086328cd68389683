import SceneDiffCore

/// What can be wrong in an iOS transition file, each with the location of the bad text.
public enum IOSTransitionFileError: Error, Sendable, Hashable {
  /// An attribute the element does not take, with the closest one it does.
  case unknownAttribute(SourceLocation, element: String, name: String, suggestion: String?)
  /// A required attribute is missing.
  case missingAttribute(SourceLocation, element: String, name: String, expected: String)
  /// A value that is not what the attribute takes.
  case invalidValue(SourceLocation, name: String, value: String, expected: String)
  /// A word of `options` that is no `UIView.AnimationOptions` member, with the closest one.
  case unknownOption(SourceLocation, option: String, suggestion: String?)
  /// Two values that cannot be used together.
  case conflicting(SourceLocation, message: String)
  /// A child element (the in-screen elements have none).
  case unexpectedChild(SourceLocation, element: String, child: String)
  /// A child element the element does not take, with what it takes and the closest name.
  case unknownElement(
    SourceLocation,
    parent: String,
    name: String,
    expected: String,
    suggestion: String?
  )
  /// A child element the element needs is missing.
  case missingElement(SourceLocation, element: String, child: String, expected: String)
  /// A spring the spring parameters do not describe.
  case spring(SourceLocation, SpringParameterError)
  /// Something UIKit accepts that SceneDiff does not model (a warning).
  case unsupported(SourceLocation, message: String)

  /// The diagnostic, as `file:line:column: error: message`.
  public var diagnostic: Diagnostic {
    switch self {
    case .unknownAttribute(let at, let element, let name, let suggestion):
      Diagnostic(
        .error,
        at: at,
        code: "unknown-attribute",
        "unknown attribute '\(name)' on <\(element)>" + hint(suggestion)
      )
    case .missingAttribute(let at, let element, let name, let expected):
      Diagnostic(
        .error,
        at: at,
        code: "missing-attribute",
        "<\(element)> needs '\(name)': expected \(expected)"
      )
    case .invalidValue(let at, let name, let value, let expected):
      Diagnostic(
        .error,
        at: at,
        code: "invalid-value",
        "invalid value '\(value)' for '\(name)': expected \(expected)"
      )
    case .unknownOption(let at, let option, let suggestion):
      Diagnostic(
        .error,
        at: at,
        code: "unknown-option",
        "unknown option '\(option)': expected UIView.AnimationOptions members such as "
          + "'transitionCrossDissolve' or 'curveEaseInOut'" + hint(suggestion)
      )
    case .conflicting(let at, let message):
      Diagnostic(.error, at: at, code: "conflicting-timing", message)
    case .unexpectedChild(let at, let element, let child):
      Diagnostic(
        .error,
        at: at,
        code: "unexpected-element",
        "unexpected <\(child)> in <\(element)>: expected no child elements"
      )
    case .unknownElement(let at, let parent, let name, let expected, let suggestion):
      Diagnostic(
        .error,
        at: at,
        code: "unknown-element",
        "unknown element <\(name)> in <\(parent)>: expected \(expected)" + hint(suggestion)
      )
    case .missingElement(let at, let element, let child, let expected):
      Diagnostic(
        .error,
        at: at,
        code: "missing-element",
        "<\(element)> has no <\(child)>: expected \(expected)"
      )
    case .spring(let at, let error):
      Diagnostic(.error, at: at, code: error.code, error.message)
    case .unsupported(let at, let message):
      Diagnostic(.warning, at: at, code: "unsupported-option", message)
    }
  }

  /// `; did you mean 'X'?`, or nothing.
  private func hint(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? ""
  }
}
