import SceneDiffCore

/// What SceneDiff lays a view class out as: a family of Android rules, the theme attribute
/// naming the class's default style, and, for classes it does not know by name, why it chose
/// that family.
struct ViewClass: Sendable, Hashable {
  /// The family of rules.
  var family: ViewFamily
  /// The theme attribute whose style supplies the class's defaults (`android:buttonStyle`),
  /// `nil` when the class has none that matters for layout.
  var defaultStyle: AttributeKey?
  /// For an app or library class laid out as a known base, the base's name (reported as a
  /// note once per class and file).
  var approximatedAs: String?
  /// A warning for classes whose content SceneDiff cannot know (`<fragment>`, lists).
  var warning: String?

  /// A class of `family` with an optional default style.
  init(
    _ family: ViewFamily,
    defaultStyle: AttributeKey? = nil,
    approximatedAs: String? = nil,
    warning: String? = nil
  ) {
    self.family = family
    self.defaultStyle = defaultStyle
    self.approximatedAs = approximatedAs
    self.warning = warning
  }
}
