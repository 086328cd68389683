import SceneDiffCore
import SceneDiffXML

extension MaterialElevationScale: MaterialTransitionElement {
  /// `sd:growing` (required) and `sd:secondary`.
  static let sceneDiffArguments = ["growing", "secondary"]

  /// `MaterialElevationScale(growing)`.
  static func read(_ element: LocatedElement, _ reader: inout TransitionElementReader)
    -> MaterialElevationScale
  {
    var result = MaterialElevationScale(growing: reader.materialBool(element, "growing") ?? true)
    result.secondary = reader.materialSecondary(element, default: result.secondary)
    return result
  }
}
