import SceneDiffCore

/// Why a JSON document is not a plan (or a batch summary) that ``PlanDocument`` (or
/// ``BatchPlans``) can read; each case has its location.
public enum PlanDocumentError: DiagnosticConvertible, Equatable {
  /// `format` is missing or is not `"scenediff.plan"`; `found` is what it is.
  case notAPlan(SourceLocation, found: String)
  /// A batch folder's `summary.json` is not a `"scenediff.batch"` document.
  case notABatchSummary(SourceLocation, found: String)
  /// `version` is not 1.
  case unsupportedVersion(SourceLocation, found: String)
  /// A key the plan must have is missing from the object at `path`.
  case missingKey(SourceLocation, key: String, path: String)
  /// The value at `path` has the wrong kind; `expected` says which.
  case invalidValue(SourceLocation, path: String, found: String, expected: String)

  /// Where the problem is.
  public var location: SourceLocation {
    switch self {
    case .notAPlan(let location, _), .notABatchSummary(let location, _),
      .unsupportedVersion(let location, _),
      .missingKey(let location, _, _), .invalidValue(let location, _, _, _):
      location
    }
  }

  /// The stable kebab-case code, such as `plan-missing-key`.
  public var code: String {
    switch self {
    case .notAPlan: "plan-not-a-plan"
    case .notABatchSummary: "plan-not-a-batch-summary"
    case .unsupportedVersion: "plan-version"
    case .missingKey: "plan-missing-key"
    case .invalidValue: "plan-invalid-value"
    }
  }

  /// The lowercase message: quotes the bad value and says what was expected.
  public var message: String {
    switch self {
    case .notAPlan(_, let found):
      "not a plan: 'format' is \(found); expected \"scenediff.plan\" (the JSON of "
        + "'scenediff plan')"
    case .notABatchSummary(_, let found):
      "not a batch summary: 'format' is \(found); expected \"scenediff.batch\" (the "
        + "summary.json of 'scenediff batch -o')"
    case .unsupportedVersion(_, let found):
      "unsupported plan version \(found); expected 1"
    case .missingKey(_, let key, let path):
      "missing key '\(key)' in \(path); expected it there, as the format requires"
    case .invalidValue(_, let path, let found, let expected):
      "invalid value \(found) for '\(path)'; expected \(expected)"
    }
  }

  /// The error as a located diagnostic.
  public var diagnostic: Diagnostic {
    Diagnostic(.error, at: location, code: code, message)
  }
}
