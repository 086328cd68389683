/// One keyframe of an animated Lottie property: a value at an instant and how the property
/// moves to the next keyframe.
struct LottieKeyframe: Sendable, Hashable {
  /// When, in ms from the start of the transition.
  var timeMs: Double
  /// The value (one number per dimension).
  var value: [Double]
  /// The timing curve to the next keyframe, or `nil` to hold this value until it (`h: 1`).
  ///
  /// Ignored on the last keyframe, which carries no handles.
  var easing: LottieEasing?
}
