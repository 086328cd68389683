import SceneDiffCore
import SceneDiffXML

extension ChangeImageTransform: AndroidTransitionElement {
  /// `<changeImageTransform>`, and `<moveImage>`, its framework-internal name.
  static let androidTags = ["changeImageTransform", "moveImage"]
  /// None of its own.
  static let androidAttributes: [String] = []

  /// It has no options; `<moveImage>` gets a note.
  static func read(_ element: LocatedElement, _ reader: inout TransitionElementReader)
    -> ChangeImageTransform
  {
    if element.name == "moveImage" {
      // The framework's own move.xml still says <moveImage>, the name ChangeImageTransform had
      // before API 21 was released; the platform inflater maps it to the same behaviour.
      reader.diagnostics.append(
        Diagnostic(
          .note,
          at: element.location,
          code: "framework-alias",
          "<moveImage> is the framework-internal name of ChangeImageTransform; read as <changeImageTransform>"
        )
      )
    }
    return ChangeImageTransform()
  }
}
