import SceneDiffCore
import SceneDiffXML

extension Slide: AndroidTransitionElement {
  /// `<slide>`.
  static let androidTags = ["slide"]
  /// `android:slideEdge` and `android:transitionVisibilityMode`.
  static let androidAttributes = ["slideEdge", "transitionVisibilityMode"]

  /// The edge (default bottom) and the visibility mode.
  static func read(_ element: LocatedElement, _ reader: inout TransitionElementReader) -> Slide {
    reader.slide(element)
  }
}
