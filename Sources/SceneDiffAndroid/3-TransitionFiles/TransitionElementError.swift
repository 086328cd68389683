import SceneDiffCore

/// Problems with the path-motion and custom-class elements of a transition file
/// (`arcMotion`, `patternPathMotion`, `pathMotion`, `transition`).
///
/// Custom classes are warnings: SceneDiff cannot run app code, so it skips the element and the
/// rest of the file still works. Everything else is an error.
enum TransitionElementError: DiagnosticConvertible, Equatable {
  /// `<transition>` or `<pathMotion>` names an app class, which cannot run (`custom-class`,
  /// a warning).
  case customClass(SourceLocation, tag: String, className: String, consequence: String)
  /// `<transition>` or `<pathMotion>` without a `class` attribute (`missing-class`).
  case missingClass(SourceLocation, tag: String)
  /// A required attribute is absent (`missing-attribute`).
  case missingAttribute(SourceLocation, tag: String, attribute: String)
  /// Path data that does not parse (`invalid-path-data`), located at the bad character.
  case invalidPathData(SourceLocation, attribute: String, value: String, error: PathDataError)

  /// The error as a located diagnostic.
  var diagnostic: Diagnostic {
    switch self {
    case .customClass(let at, let tag, let className, let consequence):
      Diagnostic(
        .warning,
        at: at,
        code: "custom-class",
        "<\(tag)> names the app class '\(className)', which SceneDiff cannot run; \(consequence)"
      )
    case .missingClass(let at, let tag):
      Diagnostic(
        .error,
        at: at,
        code: "missing-class",
        "<\(tag)> tag must have a 'class' attribute (written without a namespace, e.g. class=\"com.example.MyClass\")"
      )
    case .missingAttribute(let at, let tag, let attribute):
      Diagnostic(
        .error,
        at: at,
        code: "missing-attribute",
        "<\(tag)> needs '\(attribute)'"
      )
    case .invalidPathData(let at, let attribute, let value, let error):
      Diagnostic(
        .error,
        at: at,
        code: "invalid-path-data",
        "invalid path data '\(value)' for '\(attribute)': \(error.message) at offset \(error.offset)"
      )
    }
  }
}
