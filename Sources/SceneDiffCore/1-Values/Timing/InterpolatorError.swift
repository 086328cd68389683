/// Why an interpolator could not be built, from code or from an interpolator resource file.
///
/// Every case carries the place it points at: the element or attribute of the XML file, or
/// `nil` when the interpolator was built in code. Codes are stable kebab-case identifiers;
/// messages are lowercase and quote the bad value.
public enum InterpolatorError: DiagnosticConvertible, Equatable {
  /// The element is not an interpolator Android knows (`unknown-interpolator`).
  case unknownInterpolator(name: String, at: SourceLocation?)
  /// A required attribute is absent (`missing-attribute`), e.g. `android:controlX1` on a
  /// `pathInterpolator` without `android:pathData`.
  case missingAttribute(element: String, attribute: String, at: SourceLocation?)
  /// Only one of `android:controlX2` and `android:controlY2` is given
  /// (`incomplete-control-point`); `present` is the one given, `missing` the other.
  case incompleteControlPoint(present: String, missing: String, at: SourceLocation?)
  /// An attribute that must be a float is not one (`invalid-float`).
  case invalidFloat(attribute: String, value: String, at: SourceLocation?)
  /// A parameter or control point beyond ±1,000,000
  /// (`value-out-of-range`): Android's float arithmetic would overflow to infinity or NaN.
  case outOfRange(attribute: String, value: String, at: SourceLocation?)
  /// Path data that does not parse (`invalid-path-data`); the location points at the bad
  /// character when it can.
  case invalidPathData(value: String, error: PathDataError, at: SourceLocation?)
  /// The path does not start at exactly (0, 0) or does not end at exactly (1, 1)
  /// (`path-interpolator-endpoints`).
  case pathEndpoints(startX: Float, startY: Float, endX: Float, endY: Float, at: SourceLocation?)
  /// The path's x decreases somewhere (`path-interpolator-loops-back`).
  case pathLoopsBack(fromX: Float, toX: Float, at: SourceLocation?)
  /// The path jumps to a new x without a connecting segment, e.g. by a move
  /// (`path-interpolator-discontinuity`).
  case pathDiscontinuity(fromX: Float, toX: Float, at: SourceLocation?)

  /// Where the error points; `nil` for interpolators built in code.
  var location: SourceLocation? {
    switch self {
    case .unknownInterpolator(_, let at), .missingAttribute(_, _, let at),
      .incompleteControlPoint(_, _, let at), .invalidFloat(_, _, let at),
      .outOfRange(_, _, let at),
      .invalidPathData(_, _, let at), .pathEndpoints(_, _, _, _, let at),
      .pathLoopsBack(_, _, let at), .pathDiscontinuity(_, _, let at):
      at
    }
  }

  /// The stable kebab-case code.
  var code: String {
    switch self {
    case .unknownInterpolator: "unknown-interpolator"
    case .missingAttribute: "missing-attribute"
    case .incompleteControlPoint: "incomplete-control-point"
    case .invalidFloat: "invalid-float"
    case .outOfRange: "value-out-of-range"
    case .invalidPathData: "invalid-path-data"
    case .pathEndpoints: "path-interpolator-endpoints"
    case .pathLoopsBack: "path-interpolator-loops-back"
    case .pathDiscontinuity: "path-interpolator-discontinuity"
    }
  }

  /// The lowercase message, quoting the bad value.
  var message: String {
    switch self {
    case .unknownInterpolator(let name, _):
      "unknown interpolator '\(name)'"
    case .missingAttribute(let element, let attribute, _):
      "'\(element)' needs '\(attribute)'"
    case .incompleteControlPoint(let present, let missing, _):
      "'\(present)' is given without '\(missing)'; a cubic path interpolator needs both"
    case .invalidFloat(let attribute, let value, _):
      "'\(attribute)' must be a float, found '\(value)'"
    case .outOfRange(let attribute, let value, _):
      attribute == "android:pathData"
        ? "every point of 'android:pathData' must lie within ±1000000, found '\(value)'"
        : "'\(attribute)' must lie within ±1000000, found '\(value)'"
    case .invalidPathData(let value, let error, _):
      "invalid path data '\(value)': \(error.message) at offset \(error.offset)"
    case .pathEndpoints(let startX, let startY, let endX, let endY, _):
      "a path interpolator's path must start at (0, 0) and end at (1, 1), found "
        + "(\(BezierPath.format(startX)), \(BezierPath.format(startY))) to "
        + "(\(BezierPath.format(endX)), \(BezierPath.format(endY)))"
    case .pathLoopsBack(let fromX, let toX, _):
      "a path interpolator's path cannot loop back: x goes from \(BezierPath.format(fromX)) "
        + "back to \(BezierPath.format(toX))"
    case .pathDiscontinuity(let fromX, let toX, _):
      "a path interpolator's path cannot jump in x: it moves from x \(BezierPath.format(fromX)) "
        + "to \(BezierPath.format(toX)) without a segment"
    }
  }

  /// The error as a located diagnostic.
  public var diagnostic: Diagnostic {
    Diagnostic(.error, at: location, code: code, message)
  }

  /// The same error pointing at `location` when it has no location yet.
  package func located(at newLocation: SourceLocation) -> InterpolatorError {
    guard location == nil else { return self }
    switch self {
    case .unknownInterpolator(let name, _):
      return .unknownInterpolator(name: name, at: newLocation)
    case .missingAttribute(let element, let attribute, _):
      return .missingAttribute(element: element, attribute: attribute, at: newLocation)
    case .incompleteControlPoint(let present, let missing, _):
      return .incompleteControlPoint(present: present, missing: missing, at: newLocation)
    case .invalidFloat(let attribute, let value, _):
      return .invalidFloat(attribute: attribute, value: value, at: newLocation)
    case .outOfRange(let attribute, let value, _):
      return .outOfRange(attribute: attribute, value: value, at: newLocation)
    case .invalidPathData(let value, let error, _):
      return .invalidPathData(value: value, error: error, at: newLocation)
    case .pathEndpoints(let startX, let startY, let endX, let endY, _):
      return .pathEndpoints(
        startX: startX,
        startY: startY,
        endX: endX,
        endY: endY,
        at: newLocation
      )
    case .pathLoopsBack(let fromX, let toX, _):
      return .pathLoopsBack(fromX: fromX, toX: toX, at: newLocation)
    case .pathDiscontinuity(let fromX, let toX, _):
      return .pathDiscontinuity(fromX: fromX, toX: toX, at: newLocation)
    }
  }
}
