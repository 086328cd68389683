import SceneDiffCore

/// Why a transition resource file (`res/transition`) could not be used.
enum TransitionFileError: DiagnosticConvertible, Equatable {
  /// An element the format does not define (or SceneDiff does not support yet).
  case unknownTag(SourceLocation, name: String, supported: Bool)
  /// A transition element inside a transition that is not a set.
  case transitionInLeaf(SourceLocation, name: String, parent: String)
  /// `<targets>` or a path motion at the root, or `<target>` outside `<targets>`.
  case misplaced(SourceLocation, name: String, expected: String)
  /// An attribute value that does not parse or is out of range.
  case invalidValue(SourceLocation, attribute: String, value: String, expected: String)
  /// A resource reference that does not resolve.
  case unresolvedReference(SourceLocation, reference: String, reason: String)
  /// A repeated kind in `matchOrder`.
  case repeatedMatchKind(SourceLocation, token: String)
  /// An unknown kind in `matchOrder`.
  case unknownMatchKind(SourceLocation, token: String)

  var diagnostic: Diagnostic {
    switch self {
    case .unknownTag(let at, let name, let supported):
      Diagnostic(
        .error,
        at: at,
        code: supported ? "unsupported-transition" : "unknown-tag",
        supported
          ? "<\(name)> is an Android transition that SceneDiff does not support yet"
          : "unknown element <\(name)>; expected a transition tag such as <changeBounds>, <fade>, <transitionSet> or <autoTransition>"
      )
    case .transitionInLeaf(let at, let name, let parent):
      Diagnostic(
        .error,
        at: at,
        code: "transition-in-leaf",
        "<\(name)> cannot be added to <\(parent)>: only <transitionSet> and <autoTransition> hold transitions"
      )
    case .misplaced(let at, let name, let expected):
      Diagnostic(
        .error,
        at: at,
        code: "misplaced-element",
        "<\(name)> is not allowed here; \(expected)"
      )
    case .invalidValue(let at, let attribute, let value, let expected):
      Diagnostic(
        .error,
        at: at,
        code: "invalid-value",
        "invalid value '\(value)' for '\(attribute)': expected \(expected)"
      )
    case .unresolvedReference(let at, let reference, let reason):
      Diagnostic(
        .error,
        at: at,
        code: "unresolved-reference",
        "cannot resolve '\(reference)': \(reason)"
      )
    case .repeatedMatchKind(let at, let token):
      Diagnostic(
        .error,
        at: at,
        code: "invalid-match-order",
        "match kind '\(token)' appears twice in matchOrder"
      )
    case .unknownMatchKind(let at, let token):
      Diagnostic(
        .error,
        at: at,
        code: "invalid-match-order",
        "unknown match type in matchOrder: '\(token)'; expected id, instance, name or itemId"
      )
    }
  }
}
