import SceneDiffCore
import SceneDiffXML

/// An iOS transition file: one `<uiViewTransition>`, `<caTransition>`, `<uiViewAnimate>`,
/// `<animatedTransitioning>`, `<navigationTransition>` or `<modalTransition>` element whose
/// name is the API and whose attributes are its Swift argument labels
/// (Docs/ios-transition-format.md).
public enum IOSTransitionFile {
  /// The root elements of iOS transition files.
  public static let rootNames: Set<String> = [
    "uiViewTransition", "caTransition", "uiViewAnimate", "animatedTransitioning",
    "navigationTransition", "modalTransition",
  ]

  /// Whether `name` is the root element of an iOS transition file.
  public static func isIOSTransitionRoot(_ name: String) -> Bool {
    rootNames.contains(name)
  }

  /// Loads the iOS transition file at `path`.
  ///
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` with every error, each at its location.
  public static func load(path: String) throws(DiagnosticsError) -> Loaded<SceneTransition> {
    let root = try XMLDocumentReader.root(file: path)
    return try load(root, path: path)
  }

  /// Loads an iOS transition from an already parsed root element of the file at `path`.
  package static func load(_ root: LocatedElement, path: String) throws(DiagnosticsError)
    -> Loaded<SceneTransition>
  {
    var reader = IOSTransitionReader()
    let transition = reader.read(root)
    let diagnostics = reader.problems.map(\.diagnostic)
    guard let transition, !diagnostics.contains(where: { $0.severity == .error }) else {
      throw DiagnosticsError(diagnostics)
    }
    return Loaded(transition, diagnostics: diagnostics)
  }
}
