import SceneDiffCore
import SceneDiffIOS
import SceneDiffXML

extension SceneTransitionFile {
  /// The diagnostics with a suggestion added to an unknown root element that is close to an iOS
  /// root (`<navigationTransiton>` → did you mean `<navigationTransition>`?): the Android
  /// reader, which gets every root iOS does not claim, knows only Android's tags.
  static func suggestingIOSRoots(_ diagnostics: [Diagnostic], root: LocatedElement)
    -> [Diagnostic]
  {
    guard
      let suggestion = Suggestion.closest(to: root.name, in: IOSTransitionFile.rootNames.sorted())
    else { return diagnostics }
    return diagnostics.map { diagnostic in
      guard diagnostic.code == "unknown-tag", diagnostic.location == root.location else {
        return diagnostic
      }
      var suggested = diagnostic
      suggested.message += "; did you mean <\(suggestion)> (an iOS transition)?"
      return suggested
    }
  }
}
