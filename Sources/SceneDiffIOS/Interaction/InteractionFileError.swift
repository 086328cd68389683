import SceneDiffCore

/// What can be wrong in an interaction script, each with the location of the bad text
/// (Docs/interaction.md).
public enum InteractionFileError: Error, Sendable, Hashable {
  /// The root element is not `<interaction>`.
  case wrongRoot(SourceLocation, name: String)
  /// A step element that is not one of the seven, with the closest one.
  case unknownElement(SourceLocation, name: String, suggestion: String?)
  /// An attribute the element does not take, with the closest one it does.
  case unknownAttribute(SourceLocation, element: String, name: String, suggestion: String?)
  /// A required attribute is missing.
  case missingAttribute(SourceLocation, element: String, name: String, expected: String)
  /// A value that is not what the attribute takes.
  case invalidValue(SourceLocation, name: String, value: String, expected: String)
  /// A step earlier than the one before it.
  case timeNotIncreasing(SourceLocation, value: String, previousMs: Double)
  /// A step after a `finish`, `cancel` or `release`.
  case eventAfterEnd(SourceLocation, element: String, ending: String)

  /// The diagnostic, as `file:line:column: error: message`.
  public var diagnostic: Diagnostic {
    switch self {
    case .wrongRoot(let at, let name):
      Diagnostic(
        .error,
        at: at,
        code: "unexpected-element",
        "unexpected root <\(name)>: expected <interaction>"
      )
    case .unknownElement(let at, let name, let suggestion):
      Diagnostic(
        .error,
        at: at,
        code: "unknown-element",
        "unknown element <\(name)> in <interaction>: expected update, release, finish, cancel, "
          + "pause, reverse or continue" + hint(suggestion)
      )
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
    case .timeNotIncreasing(let at, let value, let previousMs):
      Diagnostic(
        .error,
        at: at,
        code: "time-not-increasing",
        "atMs '\(value)' is earlier than the step before it: expected at least "
          + JSONValue.format(previousMs)
      )
    case .eventAfterEnd(let at, let element, let ending):
      Diagnostic(
        .error,
        at: at,
        code: "event-after-end",
        "<\(element)> comes after <\(ending)>, which ends the interaction: expected no step "
          + "after finish, cancel or release"
      )
    }
  }

  /// `; did you mean 'X'?`, or nothing.
  private func hint(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? ""
  }
}
