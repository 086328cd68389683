import SceneDiffCore
import SceneDiffXML

extension InterfaceBuilderFile {
  /// Loads one scene of the document at `path` (which may end in `#NAME`), re-solved for a
  /// screen of `device.width` × `device.height` points at `device.density` (`--device`);
  /// `nil` keeps the stored frames (``load(path:)``).
  ///
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` with every error, each at its location.
  public static func load(path: String, device: SceneDevice?) throws(DiagnosticsError)
    -> Loaded<SceneTree>
  {
    let (file, scene) = splitScenePath(path)
    return try load(
      try XMLDocumentReader.root(file: file),
      file: file,
      scene: scene,
      device: device
    )
  }

  /// Loads the scene `scene` names from a parsed document, re-solved for `device` when given.
  package static func load(
    _ root: LocatedElement,
    file: String,
    scene: String?,
    device: SceneDevice?
  ) throws(DiagnosticsError) -> Loaded<SceneTree> {
    guard let device else { return try load(root, file: file, scene: scene) }
    let document = try IBDocument.read(root, file: file)
    let selected = try select(scene, in: document)
    let loaded = try IBSceneBuilder(document: document).scene(selected)
    return IBAutoLayout(document: document).relayout(loaded, scene: selected, device: device)
  }

  /// Every diagnostic of a document (``check(_:file:scene:)``) and, with a device, every
  /// warning of re-solving each scene (or the named one) for it.
  package static func check(
    _ root: LocatedElement,
    file: String,
    scene: String?,
    device: SceneDevice?
  ) -> [Diagnostic] {
    var found = check(root, file: file, scene: scene)
    guard let device, !found.contains(where: { $0.severity == .error }),
      let document = try? IBDocument.read(root, file: file)
    else { return found }
    var scenes = document.scenes
    if let scene, let selected = try? select(scene, in: document) { scenes = [selected] }
    for each in scenes {
      guard let loaded = try? IBSceneBuilder(document: document).scene(each) else { continue }
      let relaid = IBAutoLayout(document: document).relayout(loaded, scene: each, device: device)
      found += relaid.diagnostics.dropFirst(loaded.diagnostics.count)
    }
    var seen = Set<String>()
    return found.filter { seen.insert("\($0.code) \($0.description)").inserted }
  }
}
