import SceneDiffCore
import SceneDiffXML

extension ChangeBounds: AndroidTransitionElement {
  /// `<changeBounds>`.
  static let androidTags = ["changeBounds"]
  /// `android:resizeClip`.
  static let androidAttributes = ["resizeClip"]

  /// `android:resizeClip`, default `false`.
  static func read(_ element: LocatedElement, _ reader: inout TransitionElementReader)
    -> ChangeBounds
  {
    ChangeBounds(resizeClip: reader.bool(element, "resizeClip") ?? false)
  }
}
