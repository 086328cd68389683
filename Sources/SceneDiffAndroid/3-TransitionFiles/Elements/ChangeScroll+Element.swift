import SceneDiffCore
import SceneDiffXML

extension ChangeScroll: AndroidTransitionElement {
  /// `<changeScroll>`.
  static let androidTags = ["changeScroll"]
  /// None of its own.
  static let androidAttributes: [String] = []

  /// It has no options.
  static func read(_ element: LocatedElement, _ reader: inout TransitionElementReader)
    -> ChangeScroll
  {
    ChangeScroll()
  }
}
