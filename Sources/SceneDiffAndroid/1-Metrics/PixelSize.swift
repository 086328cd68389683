import SceneDiffCore

/// A width and a height in whole pixels.
struct PixelSize: Sendable, Hashable {
  /// The width.
  var width: Int
  /// The height.
  var height: Int
}
