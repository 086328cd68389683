import SceneDiffCore

/// One CSS animation of an exported element: keyframes, timing and the part it moves.
///
/// The CSS export writes it as `@keyframes` plus an `animation` entry, the Web Animations
/// export as `element.animate(keyframes, { duration, delay, easing, fill })`.
struct WebTrack: Sendable, Hashable {
  /// Which box of a view the track animates.
  enum Part: String, Sendable, Hashable {
    /// The view's own box.
    case view
    /// The box holding its children (scroll offsets).
    case content
    /// The image placeholder of an image view (image matrix).
    case image
  }

  /// One keyframe: an offset in [0, 1] of the duration and CSS declarations.
  struct Keyframe: Sendable, Hashable {
    /// Fraction of the duration.
    var offset: Double
    /// `(property, value)` pairs.
    var declarations: [Declaration]
    /// The timing function from this keyframe to the next, when it has its own (CSS
    /// `animation-timing-function` in the keyframe, a Web Animations keyframe's `easing`).
    var easing: String?
  }

  /// A CSS declaration.
  struct Declaration: Sendable, Hashable {
    /// The property (`left`, `opacity`, `--tx`).
    var property: String
    /// The value (`12px`, `0.5`).
    var value: String
  }

  /// The box it animates.
  var part: Part
  /// Keyframes in offset order (first at 0, last at 1).
  var keyframes: [Keyframe]
  /// Active duration in ms.
  var durationMs: Double
  /// `animation-delay` in ms.
  var delayMs: Double
  /// The CSS timing function.
  var easing: String
  /// `backwards` (Android applies every start value at time 0) or `none`.
  var fill: String
  /// What it reproduces, for a comment in the export (`ChangeBounds bounds → left`).
  var note: String
}
