import SceneDiffCore
import SceneDiffXML

extension TransitionSet: AndroidTransitionElement {
  /// `<transitionSet>` and `<autoTransition>`.
  static let androidTags = ["transitionSet", "autoTransition"]
  /// `android:transitionOrdering`.
  static let androidAttributes = ["transitionOrdering"]

  /// A set with its ordering, or AutoTransition's fixed set; the reader adds the children.
  static func read(_ element: LocatedElement, _ reader: inout TransitionElementReader)
    -> TransitionSet
  {
    let ordering = reader.ordering(element)
    // <autoTransition> reads the ordering, then its constructor sets sequential, as Android does.
    if element.name == "autoTransition" { return .auto() }
    return TransitionSet(ordering: ordering ?? .together)
  }
}
