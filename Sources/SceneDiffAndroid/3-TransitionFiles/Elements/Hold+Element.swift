import SceneDiffCore
import SceneDiffXML

extension Hold: MaterialTransitionElement {
  /// No arguments.
  static let sceneDiffArguments: [String] = []

  /// `Hold()`.
  static func read(_ element: LocatedElement, _ reader: inout TransitionElementReader) -> Hold {
    Hold()
  }
}
