import SceneDiffCore
import SceneDiffXML

extension TransitionElementReader {
  /// The tags this extension reads: ChangeTransform, ChangeClipBounds, ChangeImageTransform,
  /// ChangeScroll and the platform's Recolor (transition-xml reference §5.7, §5.8).
  static let changeTags: Set<String> = [
    "changeTransform", "changeClipBounds", "changeImageTransform", "changeScroll", "recolor",
    "moveImage",
  ]

  /// Reads one of ``changeTags``: the transition kind and the tag's own attribute names.
  ///
  /// `<changeTransform>` reads `android:reparent` and `android:reparentWithOverlay` (both
  /// default `true`); the others have only the common attributes. `<recolor>` exists only in
  /// the platform's inflater, so it is loaded with a warning (`platform-only-transition`).
  mutating func changeTransition(_ element: LocatedElement) -> (
    kind: SceneTransition.Kind, own: [String]
  ) {
    switch element.name {
    case "changeTransform":
      let transform = ChangeTransform(
        reparent: changeBool(element, "reparent") ?? true,
        reparentWithOverlay: changeBool(element, "reparentWithOverlay") ?? true
      )
      return (.changeTransform(transform), ["reparent", "reparentWithOverlay"])
    case "changeClipBounds":
      return (.changeClipBounds(ChangeClipBounds()), [])
    case "changeImageTransform":
      return (.changeImageTransform(ChangeImageTransform()), [])
    case "changeScroll":
      return (.changeScroll(ChangeScroll()), [])
    case "moveImage":
      // The framework's own move.xml still says <moveImage>, the name ChangeImageTransform had
      // before API 21 was released; the platform inflater maps it to the same behaviour.
      diagnostics.append(
        Diagnostic(
          .note,
          at: element.location,
          code: "framework-alias",
          "<moveImage> is the framework-internal name of ChangeImageTransform; read as <changeImageTransform>"
        )
      )
      return (.changeImageTransform(ChangeImageTransform()), [])
    default:
      diagnostics.append(
        Diagnostic(
          .warning,
          at: element.location,
          code: "platform-only-transition",
          "<recolor> exists only in the platform's android.transition (a hidden class); AndroidX has no Recolor, so this file does not inflate with androidx.transition. SceneDiff plays it as the platform does"
        )
      )
      return (.recolor(Recolor()), [])
    }
  }

  /// An android-namespace boolean attribute: `true` or `false`; anything else is an
  /// `invalid-value` error at the value, and reads as absent.
  private mutating func changeBool(_ element: LocatedElement, _ name: String) -> Bool? {
    guard let attribute = element.attribute(name, namespace: XMLNamespace.android) else {
      return nil
    }
    switch attribute.value {
    case "true": return true
    case "false": return false
    default:
      diagnostics.append(
        TransitionFileError.invalidValue(
          attribute.valueLocation,
          attribute: attribute.qualifiedName,
          value: attribute.value,
          expected: "'true' or 'false'"
        ).diagnostic
      )
      return nil
    }
  }
}
