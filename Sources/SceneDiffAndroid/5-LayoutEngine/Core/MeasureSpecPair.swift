import SceneDiffCore

/// The two specs of one measure call.
struct MeasureSpecPair: Sendable, Hashable {
  /// The width spec.
  var width: MeasureSpec
  /// The height spec.
  var height: MeasureSpec
}
