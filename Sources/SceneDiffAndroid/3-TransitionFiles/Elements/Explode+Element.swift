import SceneDiffCore
import SceneDiffXML

extension Explode: AndroidTransitionElement {
  /// `<explode>`.
  static let androidTags = ["explode"]
  /// `android:transitionVisibilityMode`.
  static let androidAttributes = ["transitionVisibilityMode"]

  /// The visibility mode.
  static func read(_ element: LocatedElement, _ reader: inout TransitionElementReader)
    -> Explode
  {
    Explode(mode: reader.visibilityMode(element))
  }
}
