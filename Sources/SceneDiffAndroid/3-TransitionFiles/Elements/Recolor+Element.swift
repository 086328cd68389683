import SceneDiffCore
import SceneDiffXML

extension Recolor: AndroidTransitionElement {
  /// `<recolor>` (the platform inflater only).
  static let androidTags = ["recolor"]
  /// None of its own.
  static let androidAttributes: [String] = []

  /// It has no options; AndroidX cannot inflate it, which gets a warning.
  static func read(_ element: LocatedElement, _ reader: inout TransitionElementReader) -> Recolor {
    reader.diagnostics.append(
      Diagnostic(
        .warning,
        at: element.location,
        code: "platform-only-transition",
        "<recolor> exists only in the platform's android.transition (a hidden class); AndroidX has no Recolor, so this file does not inflate with androidx.transition. SceneDiff plays it as the platform does"
      )
    )
    return Recolor()
  }
}
