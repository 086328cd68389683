import SceneDiffCore

/// Why a view animation file (`res/anim`) could not be used.
enum ViewAnimationFileError: DiagnosticConvertible, Equatable {
  /// An element `AnimationUtils` does not inflate (or SceneDiff does not support).
  case unknownTag(SourceLocation, name: String)
  /// An element inside a tag that is not a `<set>`.
  case childOfLeaf(SourceLocation, name: String, parent: String)
  /// An attribute value that does not parse.
  case invalidValue(SourceLocation, attribute: String, value: String, expected: String)
  /// A negative `android:duration` (Android throws `IllegalArgumentException`).
  case negativeDuration(SourceLocation, value: Int)
  /// A reference that does not resolve.
  case unresolvedReference(SourceLocation, reference: String, reason: String)

  var diagnostic: Diagnostic {
    switch self {
    case .unknownTag(let at, let name):
      Diagnostic(
        .error,
        at: at,
        code: "unknown-tag",
        "unknown element <\(name)>; expected <set>, <alpha>, <translate>, <scale>, <rotate> or <cliprect>"
      )
    case .childOfLeaf(let at, let name, let parent):
      Diagnostic(
        .error,
        at: at,
        code: "animation-in-leaf",
        "<\(name)> cannot be inside <\(parent)>: only <set> holds animations"
      )
    case .invalidValue(let at, let attribute, let value, let expected):
      Diagnostic(
        .error,
        at: at,
        code: "invalid-value",
        "invalid value '\(value)' for \(attribute); expected \(expected)"
      )
    case .negativeDuration(let at, let value):
      Diagnostic(
        .error,
        at: at,
        code: "negative-duration",
        "android:duration is '\(value)'; expected 0 or more milliseconds (Android rejects a negative duration)"
      )
    case .unresolvedReference(let at, let reference, let reason):
      Diagnostic(
        .error,
        at: at,
        code: "unresolved-reference",
        "cannot resolve '\(reference)': \(reason)"
      )
    }
  }
}
