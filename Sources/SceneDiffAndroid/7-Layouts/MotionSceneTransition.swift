import SceneDiffCore
import SceneDiffXML

/// The transition a MotionLayout layout plays from its start `ConstraintSet` to its end one:
/// its MotionScene's current `<Transition>` with its duration, interpolator and key frames
/// (`Docs/android-layouts.md`, "MotionLayout transitions").
///
/// `scenediff plan LAYOUT --motion-end` plans with it unless `--transition` is given.
public struct MotionSceneTransition: Sendable {
  /// The transition: a ``/SceneDiffCore/MotionLayoutTransition`` with the `<Transition>`'s
  /// duration and curve, located at the `<Transition>`.
  public var transition: SceneTransition
  /// The MotionScene file (`res/xml/…`).
  public var sceneFile: String

  /// The transition of the first MotionLayout (in document order) with an
  /// `app:layoutDescription` in the layout at `path`, or `nil` when it has none or its scene
  /// has no `<Transition>` with a start set.
  ///
  /// - Parameters:
  ///   - path: The layout file.
  ///   - options: The resource folders, device and project settings the layout is loaded with.
  /// - Returns: The transition with the scene's warnings (key frames SceneDiff does not model).
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` when the scene or a key frame is invalid.
  public static func load(layout path: String, options: LayoutOptions = LayoutOptions())
    throws(DiagnosticsError) -> Loaded<MotionSceneTransition>?
  {
    let root = try XMLDocumentReader.root(file: path)
    guard let description = Self.description(in: root),
      let reference = ResourceReference(description.value), reference.type == "xml"
    else { return nil }
    let resources = LayoutResources(
      file: path,
      resFolder: LayoutFile.resourceFolder(containing: path),
      options: options
    )
    let repository = ResourceRepository(folders: resources.folders, device: options.device)
    guard var scenePath = repository.file("xml", reference.name)?.path else { return nil }
    // A layout given as `layout/x.xml` has `.` as its res/ folder: name `xml/…`, not `./xml/…`.
    if scenePath.hasPrefix("./") { scenePath.removeFirst(2) }
    let scene = try XMLDocumentReader.root(file: scenePath)
    guard isMotionSceneRoot(scene.name) else { return nil }
    let loaded = try read(scene)
    return loaded.value.map {
      Loaded(
        MotionSceneTransition(transition: $0, sceneFile: scenePath),
        diagnostics: loaded.diagnostics
      )
    }
  }

  /// Whether a root element is a MotionScene's (`<MotionScene>`).
  public static func isMotionSceneRoot(_ name: String) -> Bool { name == "MotionScene" }

  /// Reads a MotionScene file's current `<Transition>`, as `--transition` and transition
  /// manager rules (`android:transition="@xml/scene"`) load it.
  ///
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` when the scene has no `<Transition>` with
  ///   `constraintSetStart` (`motion-scene-without-transition`) or a key frame is invalid.
  package static func load(_ root: LocatedElement, path: String) throws(DiagnosticsError)
    -> Loaded<SceneTransition>
  {
    let loaded = try read(root)
    guard let transition = loaded.value else {
      throw DiagnosticsError(
        loaded.diagnostics + [
          Diagnostic(
            .error,
            at: root.location,
            code: "motion-scene-without-transition",
            "MotionScene '\(path)' has no <Transition> with motion:constraintSetStart to plan"
          )
        ]
      )
    }
    return Loaded(transition, diagnostics: loaded.diagnostics)
  }

  /// The scene's transition (`nil` without one) and warnings; errors are thrown.
  private static func read(_ scene: LocatedElement) throws(DiagnosticsError)
    -> Loaded<SceneTransition?>
  {
    var reader = MotionTransitionReader()
    let transition = reader.read(scene)
    let diagnostics = reader.diagnostics.sortedBySource()
    if diagnostics.contains(where: { $0.severity == .error }) {
      throw DiagnosticsError(diagnostics)
    }
    return Loaded(transition, diagnostics: diagnostics)
  }

  /// The `app:layoutDescription` of the first element whose name ends in `MotionLayout`.
  private static func description(in element: LocatedElement) -> LocatedAttribute? {
    if element.name.hasSuffix("MotionLayout"),
      let found = element.attributes.first(where: { $0.name == "layoutDescription" })
    {
      return found
    }
    for child in element.children {
      if let found = description(in: child) { return found }
    }
    return nil
  }
}
