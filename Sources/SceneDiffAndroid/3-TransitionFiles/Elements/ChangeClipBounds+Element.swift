import SceneDiffCore
import SceneDiffXML

extension ChangeClipBounds: AndroidTransitionElement {
  /// `<changeClipBounds>`.
  static let androidTags = ["changeClipBounds"]
  /// None of its own.
  static let androidAttributes: [String] = []

  /// It has no options.
  static func read(_ element: LocatedElement, _ reader: inout TransitionElementReader)
    -> ChangeClipBounds
  {
    ChangeClipBounds()
  }
}
