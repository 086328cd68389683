import SceneDiffCore

/// The sizes SceneDiff gives drawables it cannot read.
enum DrawableDefaults {
  /// The side, in dp, of a drawable whose file is not in the res/ folders.
  static let placeholderDp = 24
}
