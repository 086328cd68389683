import SceneDiffCore
import SceneDiffXML

extension MaterialSharedAxis: MaterialTransitionElement {
  /// `sd:axis`, `sd:forward` (both required) and `sd:secondary`.
  static let sceneDiffArguments = ["axis", "forward", "secondary"]

  /// `MaterialSharedAxis(axis, forward)` in the file's motion theme.
  static func read(_ element: LocatedElement, _ reader: inout TransitionElementReader)
    -> MaterialSharedAxis
  {
    let axis = reader.materialAxis(element)
    let forward = reader.materialBool(element, "forward")
    var result = MaterialSharedAxis(
      axis: axis ?? .x,
      forward: forward ?? true,
      theme: reader.materialTheme
    )
    result.secondary = reader.materialSecondary(element, default: result.secondary)
    return result
  }
}
