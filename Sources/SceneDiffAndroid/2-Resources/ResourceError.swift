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

  /// Whether this is a reference nothing defines (a resource or a theme attribute), which
  /// `--lenient` turns into a warning.
  var isUnresolved: Bool {
    switch self {
    case .missing, .missingThemeAttribute: true
    case .invalidValue, .cycle: false
    }
  }

  /// The diagnostic, as a warning naming the placeholder when `lenient` and ``isUnresolved``.
  func diagnostic(lenient: Bool) -> Diagnostic {
    var found = diagnostic
    guard lenient, isUnresolved else { return found }
    found.severity = .warning
    let placeholder: String
    switch self {
    case .missing(_, let reference, _):
      placeholder = Self.placeholder(forReference: reference)
    default:
      placeholder =
        "a placeholder of the attribute's kind (0dp, 0, false, transparent, no "
        + "drawable, the attribute's name as text)"
    }
    found.message += "; --lenient uses \(placeholder)"
    return found
  }

  /// The placeholder lenient mode gives an unresolved `@type/name` reference.
  static func placeholder(forReference reference: String) -> String {
    let type = ResourceReference(reference)?.type ?? ""
    let name = ResourceReference(reference)?.name ?? reference
    switch type {
    case "dimen": return "0dp"
    case "color": return "transparent (#00000000), or no drawable"
    case "string", "plurals": return "its name '\(name)' as text"
    case "integer", "fraction": return "0"
    case "bool": return "false"
    case "style": return "an empty style"
    case "layout": return "nothing (the include is left out)"
    default:
      return "a placeholder of the attribute's kind (0dp, 0, false, transparent, no drawable)"
    }
  }
}
