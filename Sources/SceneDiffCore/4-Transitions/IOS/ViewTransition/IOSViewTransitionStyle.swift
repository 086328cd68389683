/// A transition style of `UIView.AnimationOptions` (bits 20–22), reference
/// platform-transitions.md §3.2.
public enum IOSViewTransitionStyle: String, Sendable, Hashable, CaseIterable {
  /// No transition option: the block's changes happen at once.
  case none
  /// `transitionFlipFromLeft`: a flip about the vertical centre axis, the left edge toward
  /// the viewer.
  case transitionFlipFromLeft
  /// `transitionFlipFromRight`: the right edge toward the viewer.
  case transitionFlipFromRight
  /// `transitionCurlUp`: the old content peels up from the bottom (approximated as a wipe).
  case transitionCurlUp
  /// `transitionCurlDown`: the new content unrolls down from the top (approximated as a wipe).
  case transitionCurlDown
  /// `transitionCrossDissolve`: the old content fades out while the new fades in.
  case transitionCrossDissolve
  /// `transitionFlipFromTop`: a flip about the horizontal centre axis, the top edge toward the
  /// viewer.
  case transitionFlipFromTop
  /// `transitionFlipFromBottom`: the bottom edge toward the viewer.
  case transitionFlipFromBottom

  /// The flip's axis (`true` for the vertical axis, `flipY`) and the sign of the old
  /// snapshot's angle, for the four flips.
  var flip: (aboutY: Bool, sign: Double)? {
    switch self {
    case .transitionFlipFromRight: (true, 1)
    case .transitionFlipFromLeft: (true, -1)
    case .transitionFlipFromBottom: (false, 1)
    case .transitionFlipFromTop: (false, -1)
    default: nil
    }
  }
}
