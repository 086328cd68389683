import SceneDiffCore

/// What re-solving a scene's Auto Layout constraints for another device found (`--device` on an
/// Interface Builder document); every case is a warning and the layout goes on without the
/// constraint or view concerned.
public enum IBAutoLayoutError: DiagnosticConvertible, Equatable {
  /// A constraint's `firstItem` or `secondItem` names no view or layout guide of the scene.
  case unknownItem(SourceLocation, constraint: String, item: String)
  /// A constraint attribute that is no layout attribute.
  case unknownAttribute(SourceLocation, constraint: String, attribute: String)
  /// A constraint value (`multiplier`, `constant`, `priority`, `relation`) that does not parse.
  case invalidValue(SourceLocation, attribute: String, value: String, expected: String)
  /// Required constraints that cannot hold together; `broken` is the one left out.
  case unsatisfiable(SourceLocation, broken: String, conflicting: [String])
  /// A view whose constraints leave its position or size open.
  case ambiguous(SourceLocation, view: String, unknowns: [String])
  /// A `--device` size the safe-area table does not know (insets 0 are used).
  case unknownScreen(SourceLocation, size: String)

  /// The located warning.
  public var diagnostic: Diagnostic {
    switch self {
    case .unknownItem(let at, let constraint, let item):
      Diagnostic(
        .warning,
        at: at,
        code: "unknown-constraint-item",
        "constraint '\(constraint)' names '\(item)', which is no view or layout guide of "
          + "this scene; the constraint is ignored"
      )
    case .unknownAttribute(let at, let constraint, let attribute):
      Diagnostic(
        .warning,
        at: at,
        code: "unknown-constraint-attribute",
        "constraint '\(constraint)' has unknown layout attribute '\(attribute)'; expected "
          + IBLayoutAttribute.allCases.map(\.rawValue).joined(separator: ", ")
          + "; the constraint is ignored"
      )
    case .invalidValue(let at, let attribute, let value, let expected):
      Diagnostic(
        .warning,
        at: at,
        code: "invalid-constraint-value",
        "invalid value '\(value)' for '\(attribute)': expected \(expected); "
          + "the constraint is ignored"
      )
    case .unsatisfiable(let at, let broken, let conflicting):
      Diagnostic(
        .warning,
        at: at,
        code: "unsatisfiable-constraints",
        "Unable to simultaneously satisfy constraints: "
          + conflicting.joined(separator: "; ")
          + ". Will attempt to recover by breaking constraint \(broken)"
      )
    case .ambiguous(let at, let view, let unknowns):
      Diagnostic(
        .warning,
        at: at,
        code: "ambiguous-layout",
        "view '\(view)' has an ambiguous layout: its constraints do not determine its "
          + unknowns.joined(separator: ", ") + "; its stored frame decides them"
      )
    case .unknownScreen(let at, let size):
      Diagnostic(
        .warning,
        at: at,
        code: "unknown-screen-size",
        "no safe-area insets known for a \(size) pt screen (Docs/interface-builder.md lists "
          + "the sizes); insets 0 are used"
      )
    }
  }
}
