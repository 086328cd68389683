import SceneDiffCore

/// The `android:valueType` of a property animator's values, written or inferred as
/// `AnimatorInflater` infers it (colours when a value is `#…` or `@color/…`, else floats).
struct PropertyAnimatorValueType: Equatable {
  /// The four types `AnimatorInflater` knows.
  enum Kind: String {
    /// `floatType`.
    case float = "floatType"
    /// `intType`.
    case int = "intType"
    /// `colorType`.
    case color = "colorType"
    /// `pathType`.
    case path = "pathType"
  }

  /// The type.
  var kind: Kind
  /// Where it was written, or the value it was inferred from.
  var location: SourceLocation
  /// Whether it was written (`android:valueType`) rather than inferred.
  var isExplicit: Bool

  /// The evaluator the values are interpolated with.
  var evaluator: AnimatorEvaluator {
    switch kind {
    case .float, .path: .property
    case .int: .int
    case .color: .argb
    }
  }
}
