/// Why a path motion could not be built, in code or from a transition file.
///
/// The location is the attribute value that gave the bad input when it came from a file, `nil`
/// in code.
public enum PathMotionError: DiagnosticConvertible, Equatable {
  /// An ArcMotion angle outside 0…90 degrees (`angle-out-of-range`); `attribute` is its name,
  /// such as `maximumAngle`.
  case angleOutOfRange(attribute: String, value: Float, at: SourceLocation?)
  /// A PatternPathMotion pattern whose first contour ends where it starts
  /// (`pattern-ends-at-start`), at `(x, y)`.
  case patternEndsAtStart(x: Float, y: Float, at: SourceLocation?)

  /// The same error pointing at `location`.
  package func located(at location: SourceLocation) -> PathMotionError {
    switch self {
    case .angleOutOfRange(let attribute, let value, _):
      .angleOutOfRange(attribute: attribute, value: value, at: location)
    case .patternEndsAtStart(let x, let y, _): .patternEndsAtStart(x: x, y: y, at: location)
    }
  }

  /// The error as a located diagnostic.
  public var diagnostic: Diagnostic {
    switch self {
    case .angleOutOfRange(let attribute, let value, let at):
      Diagnostic(
        .error,
        at: at,
        code: "angle-out-of-range",
        "arc motion angle '\(BezierPath.format(value))' for '\(attribute)' is out of range: expected 0 to 90 degrees"
      )
    case .patternEndsAtStart(let x, let y, let at):
      Diagnostic(
        .error,
        at: at,
        code: "pattern-ends-at-start",
        "the pattern path must not end at its starting point: its first contour starts and ends at (\(BezierPath.format(x)), \(BezierPath.format(y)))"
      )
    }
  }
}
