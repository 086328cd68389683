/// Android's three visibility states.
public enum ViewVisibility: String, Sendable, Hashable, CaseIterable {
  /// Drawn and laid out.
  case visible
  /// Not drawn, but takes space.
  case invisible
  /// Not drawn and takes no space.
  case gone
}
