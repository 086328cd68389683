import SceneDiffCore

/// Why a property animator file (`res/animator`) could not be used.
enum PropertyAnimatorFileError: DiagnosticConvertible, Equatable {
  /// An element `AnimatorInflater` does not inflate here.
  case unknownTag(SourceLocation, name: String, expected: String)
  /// A `propertyName` that is not one of the View properties SceneDiff animates.
  case unknownProperty(SourceLocation, name: String)
  /// A `valueType` that does not fit its View property.
  case unsupportedValueType(SourceLocation, value: String, reason: String, expected: String)

  var diagnostic: Diagnostic {
    switch self {
    case .unknownTag(let at, let name, let expected):
      Diagnostic(
        .error,
        at: at,
        code: "unknown-tag",
        "unknown element <\(name)>; expected \(expected)"
      )
    case .unknownProperty(let at, let name):
      Diagnostic(
        .error,
        at: at,
        code: "unknown-property",
        "unknown property '\(name)'; expected a View property: "
          + AnimatedProperty.viewProperties.keys.sorted().joined(separator: ", ")
          + (Suggestion.closest(to: name, in: Array(AnimatedProperty.viewProperties.keys))
            .map { " (did you mean '\($0)'?)" } ?? "")
      )
    case .unsupportedValueType(let at, let value, let reason, let expected):
      Diagnostic(
        .error,
        at: at,
        code: "unsupported-value-type",
        "valueType '\(value)' is not supported here: \(reason); expected \(expected)"
      )
    }
  }
}
