import SceneDiffCore
import SceneDiffXML

extension Fade: AndroidTransitionElement {
  /// `<fade>`.
  static let androidTags = ["fade"]
  /// `android:fadingMode` and `android:transitionVisibilityMode`.
  static let androidAttributes = ["fadingMode", "transitionVisibilityMode"]

  /// The mode from `android:transitionVisibilityMode`, then `android:fadingMode`.
  static func read(_ element: LocatedElement, _ reader: inout TransitionElementReader) -> Fade {
    Fade(mode: reader.fadeMode(element))
  }
}
