import SceneDiffCore
import SceneDiffXML

extension MaterialFade: MaterialTransitionElement {
  /// `sd:secondary`.
  static let sceneDiffArguments = ["secondary"]

  /// `MaterialFade()` in the file's motion theme.
  static func read(_ element: LocatedElement, _ reader: inout TransitionElementReader)
    -> MaterialFade
  {
    MaterialFade(
      secondary: reader.materialSecondary(element, default: defaultSecondary),
      theme: reader.materialTheme
    )
  }
}
