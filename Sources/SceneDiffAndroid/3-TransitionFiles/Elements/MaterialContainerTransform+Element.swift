import SceneDiffCore
import SceneDiffXML

extension MaterialContainerTransform: MaterialTransitionElement {
  /// `sd:startView`, `sd:endView`, `sd:direction`, `sd:fadeMode`, `sd:fitMode`,
  /// `sd:pathMotion`.
  static let sceneDiffArguments = [
    "startView", "endView", "direction", "fadeMode", "fitMode", "pathMotion",
  ]

  /// `MaterialContainerTransform()` with its setters as `sd:` attributes, in the file's motion
  /// theme.
  static func read(_ element: LocatedElement, _ reader: inout TransitionElementReader)
    -> MaterialContainerTransform
  {
    var result = MaterialContainerTransform(theme: reader.materialTheme)
    result.startView = reader.materialViewId(element, "startView")
    result.endView = reader.materialViewId(element, "endView")
    result.direction = reader.materialChoice(element, "direction", default: result.direction)
    result.fadeMode = reader.materialChoice(element, "fadeMode", default: result.fadeMode)
    result.fitMode = reader.materialChoice(element, "fitMode", default: result.fitMode)
    let path = reader.materialChoice(element, "pathMotion", default: ContainerPathMotion.linear)
    result.arcMotion = path == .arc
    return result
  }
}

/// `sd:pathMotion`'s values.
enum ContainerPathMotion: String, CaseIterable {
  /// A straight line (the default).
  case linear
  /// `MaterialArcMotion`.
  case arc
}
