import SceneDiffCore

/// Why a resource value could not be used; each case knows where it was written.
enum ResourceError: DiagnosticConvertible, Equatable {
  /// A reference to a resource no values file, folder or built-in table defines.
  case missing(SourceLocation?, reference: String, suggestion: String?)
  /// A value that is not of the kind the attribute takes.
  case invalidValue(SourceLocation?, attribute: String, value: String, expected: String)
  /// References that lead back to themselves (`@dimen/a` → `@dimen/b` → `@dimen/a`).
  case cycle(SourceLocation?, reference: String)
  /// A theme attribute (`?attr/x`) the current theme does not define.
  case missingThemeAttribute(SourceLocation?, reference: String, theme: String)

  var diagnostic: Diagnostic {
    switch self {
    case .missing(let at, let reference, let suggestion):
      Diagnostic(
        .error,
        at: at,
        code: "missing-resource",
        "no resource '\(reference)' in the res/ folders or SceneDiff's built-in table"
          + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
      )
    case .invalidValue(let at, let attribute, let value, let expected):
      Diagnostic(
        .error,
        at: at,
        code: "invalid-value",
        "invalid value '\(value)' for '\(attribute)': expected \(expected)"
      )
    case .cycle(let at, let reference):
      Diagnostic(
        .error,
        at: at,
        code: "resource-cycle",
        "resource '\(reference)' refers back to itself"
      )
    case .missingThemeAttribute(let at, let reference, let theme):
      Diagnostic(
        .error,
        at: at,
        code: "missing-theme-attribute",
        "theme '\(theme)' does not define '\(reference)'"
      )
    }
  }
}
