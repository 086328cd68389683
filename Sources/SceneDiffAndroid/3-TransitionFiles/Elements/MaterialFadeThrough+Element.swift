import SceneDiffCore
import SceneDiffXML

extension MaterialFadeThrough: MaterialTransitionElement {
  /// `sd:secondary`.
  static let sceneDiffArguments = ["secondary"]

  /// `MaterialFadeThrough()` in the file's motion theme.
  static func read(_ element: LocatedElement, _ reader: inout TransitionElementReader)
    -> MaterialFadeThrough
  {
    MaterialFadeThrough(
      secondary: reader.materialSecondary(element, default: defaultSecondary),
      theme: reader.materialTheme
    )
  }
}
