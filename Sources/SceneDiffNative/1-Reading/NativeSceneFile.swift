import SceneDiffCore
import SceneDiffXML

/// Loads native scene files (design §2): `<scene>` with nested `<view>` elements.
///
/// Loading is strict: an unknown attribute, a malformed or out-of-range number, NaN or infinity,
/// a negative size or an unknown element is an error at its exact location, and every error in
/// the file is reported, not just the first. Attributes in another XML namespace are ignored.
/// A duplicated `id` or `transitionName` is a warning: as in Android, the duplicated key is not
/// used for matching.
public enum NativeSceneFile {
  /// Reads and loads a scene file.
  ///
  /// - Parameter path: The file's path, used as given in locations.
  /// - Returns: The scene and its warnings.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` with every error (and warning) found.
  public static func load(path: String) throws(DiagnosticsError) -> Loaded<SceneTree> {
    let root = try XMLDocumentReader.root(file: path)
    return try load(root, file: path)
  }

  /// Loads a scene from bytes; `file` names it in locations.
  public static func load(bytes: [UInt8], file: String) throws(DiagnosticsError) -> Loaded<
    SceneTree
  > {
    let root = try XMLDocumentReader.root(bytes: bytes, file: file)
    return try load(root, file: file)
  }

  /// Loads a scene from an already parsed root element.
  package static func load(_ root: LocatedElement, file: String) throws(DiagnosticsError) -> Loaded<
    SceneTree
  > {
    var reader = SceneElementReader()
    let scene = reader.scene(root, file: file)
    let diagnostics = reader.diagnostics.sortedBySource()
    guard let scene, !diagnostics.contains(where: { $0.severity == .error }) else {
      throw DiagnosticsError(diagnostics)
    }
    if let view = SceneGeometry.firstOutOfRange(in: scene) {
      throw DiagnosticsError(diagnostics + [SceneGeometry.outOfRange(view)])
    }
    return Loaded(scene, diagnostics: diagnostics)
  }
}
