/// `ImageView.ScaleType`.
public enum ScaleType: String, Sendable, Hashable, CaseIterable {
  /// The image matrix as given.
  case matrix
  /// Stretch to fill.
  case fitXY
  /// Fit inside, aligned to the start.
  case fitStart
  /// Fit inside, centred (ImageView's default).
  case fitCenter
  /// Fit inside, aligned to the end.
  case fitEnd
  /// Centre without scaling.
  case center
  /// Scale to cover, centred.
  case centerCrop
  /// Scale down to fit if needed, centred.
  case centerInside
}
