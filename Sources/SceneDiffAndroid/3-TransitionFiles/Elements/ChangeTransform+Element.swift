import SceneDiffCore
import SceneDiffXML

extension ChangeTransform: AndroidTransitionElement {
  /// `<changeTransform>`.
  static let androidTags = ["changeTransform"]
  /// `android:reparent` and `android:reparentWithOverlay`.
  static let androidAttributes = ["reparent", "reparentWithOverlay"]

  /// Both attributes default to `true`.
  static func read(_ element: LocatedElement, _ reader: inout TransitionElementReader)
    -> ChangeTransform
  {
    ChangeTransform(
      reparent: reader.bool(element, "reparent") ?? true,
      reparentWithOverlay: reader.bool(element, "reparentWithOverlay") ?? true
    )
  }
}
