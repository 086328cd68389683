import SceneDiffCore
import SceneDiffXML

extension TransitionFile {
  /// The transition a command-line value names: a file path, `@transition/NAME` (the file in
  /// the `res/` tree of `anchor`) or `@android:transition/NAME` (a platform file, built in:
  /// `fade`, `explode`, `move`, `no_transition`, `slide_bottom`, `slide_left`, `slide_right`,
  /// `slide_top`).
  ///
  /// - Parameters:
  ///   - value: The value as written.
  ///   - anchor: A file whose `res/` tree `@transition/` references resolve in (a layout).
  ///   - theme: The app theme Material patterns take their motion durations from.
  /// - Returns: The transition and any warnings.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError``: the file's errors, or an
  ///   `unresolved-reference` error for a name that names nothing.
  public static func resolve(
    _ value: String,
    anchor: String?,
    theme: String? = nil
  ) throws(DiagnosticsError) -> Loaded<SceneTransition> {
    guard value.hasPrefix("@") else { return try load(path: value, theme: theme) }
    guard let ref = ResourceReference(value), ref.type == "transition" else {
      throw DiagnosticsError([
        unresolved(value, "expected a file, @transition/NAME or @android:transition/NAME")
      ])
    }
    if ref.package == "android" {
      guard let xml = StockTransitions.platform[ref.name] else {
        throw DiagnosticsError([
          unresolved(
            value,
            "not a platform transition SceneDiff knows ("
              + StockTransitions.platform.keys.sorted().joined(separator: ", ") + ")"
          )
        ])
      }
      let file = "<android>/transition/\(ref.name).xml"
      let root = try XMLDocumentReader.root(bytes: Array(xml.utf8), file: file)
      return try load(root, path: file, theme: theme)
    }
    if let anchor {
      let resources = ResourceResolver(transitionFileAt: anchor)
      if let file = resources.repository.file("transition", ref.name) {
        return try load(path: file.path, theme: theme)
      }
    }
    let folder = anchor.map { ResourcePaths.resFolder(ofFileAt: $0) } ?? "res"
    throw DiagnosticsError([unresolved(value, "no file \(folder)/transition/\(ref.name).xml")])
  }

  /// An `unresolved-reference` error for a command-line value.
  private static func unresolved(_ value: String, _ reason: String) -> Diagnostic {
    Diagnostic(
      .error,
      at: nil,
      code: "unresolved-reference",
      "cannot resolve '\(value)': \(reason)"
    )
  }
}
