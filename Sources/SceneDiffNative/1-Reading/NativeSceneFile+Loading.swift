import Foundation
import SceneDiffCore

extension NativeSceneFile {
  /// Reads and loads a scene file at a file URL.
  ///
  /// The same as ``load(path:)`` with the URL's path, which names the file in locations.
  ///
  /// - Parameter url: A file URL.
  /// - Returns: The scene and its warnings.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` with every error (and warning) found.
  public static func load(contentsOf url: URL) throws(DiagnosticsError) -> Loaded<SceneTree> {
    try load(path: url.path)
  }

  /// Loads a scene from `Data` (see ``load(bytes:file:)``).
  ///
  /// - Parameters:
  ///   - data: The file's contents.
  ///   - file: The name locations give the file (`<data>` unless given).
  /// - Returns: The scene and its warnings.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` with every error (and warning) found.
  public static func load(data: Data, file: String = "<data>") throws(DiagnosticsError)
    -> Loaded<SceneTree>
  {
    try load(bytes: [UInt8](data), file: file)
  }
}
