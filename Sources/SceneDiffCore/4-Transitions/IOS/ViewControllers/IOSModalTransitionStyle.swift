/// `UIModalTransitionStyle`: how a presented view controller comes on screen and leaves it
/// (reference platform-transitions.md §3.4).
public enum IOSModalTransitionStyle: String, Sendable, Hashable, CaseIterable {
  /// The presented view slides up from the bottom edge; on dismissal it slides back down (the
  /// default).
  case coverVertical
  /// A horizontal 3-D flip from right to left reveals the presented view as the back face; a
  /// dismissal flips from left to right.
  case flipHorizontal
  /// The current view fades out while the new one fades in, both ways.
  case crossDissolve
  /// A corner of the presenting view curls up to reveal the presented view; on dismissal the
  /// page uncurls.
  case partialCurl
}
