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
    let bytes: [UInt8]
    do {
      bytes = try XMLDocumentReader.readBytes(file: path)
    } catch {
      throw DiagnosticsError([error.diagnostic])
    }
    return try load(bytes: bytes, file: path)
  }

  /// Loads a scene from bytes; `file` names it in locations.
  ///
  /// The scene is built straight from the XML reader, without an element tree.
  public static func load(bytes: [UInt8], file: String) throws(DiagnosticsError) -> Loaded<
    SceneTree
  > {
    try load(bytes: bytes, file: file, xmlPath: .automatic)
  }

  /// ``load(bytes:file:)`` with the XML reader's path chosen (tests and fuzzing compare them).
  package static func load(
    bytes: [UInt8],
    file: String,
    xmlPath: XMLReadPath
  ) throws(DiagnosticsError) -> Loaded<SceneTree> {
    var reader = SceneStreamReader(sceneFile: file, locationFile: file)
    do {
      try XMLDocumentReader.stream(bytes, file: file, path: xmlPath, into: &reader)
    } catch {
      throw DiagnosticsError([error.diagnostic])
    }
    return try finish(reader)
  }

  /// The diagnostics of loading a scene from bytes (empty for a clean scene), for `check`; an
  /// error in the XML itself is thrown instead, as a tree read would throw it.
  package static func diagnostics(bytes: [UInt8], file: String) throws(XMLError) -> [Diagnostic] {
    var reader = SceneStreamReader(sceneFile: file, locationFile: file)
    try XMLDocumentReader.stream(bytes, file: file, into: &reader)
    do {
      return try finish(reader).diagnostics
    } catch {
      return error.diagnostics
    }
  }

  /// Loads a scene from an already parsed root element.
  package static func load(_ root: LocatedElement, file: String) throws(DiagnosticsError) -> Loaded<
    SceneTree
  > {
    var reader = SceneStreamReader(sceneFile: file, locationFile: root.location.file)
    root.replay(into: &reader)
    return try finish(reader)
  }

  /// The scene a reader built, or every diagnostic when there is an error.
  private static func finish(_ reader: consuming SceneStreamReader) throws(DiagnosticsError)
    -> Loaded<SceneTree>
  {
    reader.reportRepeats()
    let diagnostics = reader.diagnostics.sortedBySource()
    guard let scene = reader.scene, !diagnostics.contains(where: { $0.severity == .error }) else {
      throw DiagnosticsError(diagnostics)
    }
    if let view = reader.outOfRange {
      throw DiagnosticsError(diagnostics + [SceneGeometry.outOfRange(view)])
    }
    return Loaded(scene, diagnostics: diagnostics)
  }
}
