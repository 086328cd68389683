import SceneDiffAndroid
import SceneDiffCore
import SceneDiffIOS
import SceneDiffXML

/// A transition file of any platform, loaded by its root element: an iOS transition file
/// (`<uiViewTransition>`, `<caTransition>`, `<uiViewAnimate>`, `<animatedTransitioning>`,
/// `<navigationTransition>`, `<modalTransition>`, ``/SceneDiffIOS/IOSTransitionFile``)
/// an Android `res/transition` file (``/SceneDiffAndroid/TransitionFile``) or a MotionLayout's
/// MotionScene (`res/xml`, ``/SceneDiffAndroid/MotionSceneTransition``: its `<Transition>`).
///
/// This is what `--transition FILE` and transition-manager rules load.
public enum SceneTransitionFile {
  /// Loads the transition file at `path` with the loader its root element calls for.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - theme: The app theme Android Material patterns take their motion durations from
  ///     (`--theme`); `nil` for the manifest's, else Material3.
  /// - Returns: The transition and any warnings.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` with every error, each at its location.
  public static func load(
    path: String,
    theme: String? = nil
  ) throws(DiagnosticsError) -> Loaded<SceneTransition> {
    let root = try XMLDocumentReader.root(file: path)
    if IOSTransitionFile.isIOSTransitionRoot(root.name) {
      return try IOSTransitionFile.load(root, path: path)
    }
    if MotionSceneTransition.isMotionSceneRoot(root.name) {
      return try MotionSceneTransition.load(root, path: path)
    }
    do {
      return try TransitionFile.load(root, path: path, theme: theme)
    } catch {
      throw DiagnosticsError(suggestingIOSRoots(error.diagnostics, root: root))
    }
  }
}
