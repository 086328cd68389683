import SceneDiffCore
import SceneDiffXML

/// Loads transition resource files (`res/transition/*.xml`) as Android's `TransitionInflater`
/// reads them (transition-xml reference §1–§6).
///
/// Every tag of the format is read (transition sets, every transition, targets, path motions;
/// custom classes are skipped with a warning); SceneDiff's own `sd:` epicenter and propagation
/// attributes are read too.
/// Attributes are read only in the android namespace; `@integer/`, `@android:integer/` and
/// interpolator references resolve in the enclosing `res/` tree, read by the same
/// `ResourceRepository` as layouts (a malformed values file in that tree is an error). Every
/// error is located, and all errors of a file are reported together.
public enum TransitionFile {
  /// Reads and loads a transition file.
  ///
  /// - Parameters:
  ///   - path: The file's path, used as given in locations; its `res/` tree is the folder
  ///     above the file's folder.
  ///   - theme: The app theme Material patterns take their motion durations from (`--theme`);
  ///     `nil` for the manifest's, else Material3.
  /// - Returns: The root transition and any warnings.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` with every error found.
  public static func load(
    path: String,
    theme: String? = nil
  ) throws(DiagnosticsError) -> Loaded<SceneTransition> {
    let root = try XMLDocumentReader.root(file: path)
    return try load(root, path: path, theme: theme)
  }

  /// Loads a transition from an already parsed root element of the file at `path`.
  ///
  /// `theme` is the app theme Material patterns take their motion durations from (`--theme`);
  /// `nil`: the manifest's, else Material3.
  package static func load(
    _ root: LocatedElement,
    path: String,
    theme: String? = nil
  ) throws(DiagnosticsError) -> Loaded<
    SceneTransition
  > {
    let resources = ResourceResolver(transitionFileAt: path)
    var diagnostics = resources.repository.diagnostics
    let materialTheme = resources.materialMotionTheme(option: theme, &diagnostics)
    var reader = TransitionElementReader(
      resources: resources,
      diagnostics: diagnostics,
      materialTheme: materialTheme
    )
    let transition = reader.root(root)
    let found = reader.diagnostics.sortedBySource()
    guard let transition, !found.contains(where: { $0.severity == .error }) else {
      throw DiagnosticsError(found)
    }
    return Loaded(transition, diagnostics: found)
  }
}
