import Foundation
import SceneDiffCore
import SceneDiffXML

extension TransitionFile {
  /// Reads and loads a transition file at a file URL.
  ///
  /// The same as ``load(path:theme:)`` with the URL's path: that path names the file in locations,
  /// and its `res/` tree is the folder above the file's folder.
  ///
  /// - Parameter url: A file URL.
  /// - Returns: The root transition and any warnings.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` with every error found.
  public static func load(contentsOf url: URL) throws(DiagnosticsError) -> Loaded<SceneTransition> {
    try load(path: url.path)
  }

  /// Loads a transition from the bytes of a transition file (standard input, a download).
  ///
  /// `file` stands for the file's path: it names it in locations, and `@integer/` and
  /// interpolator references resolve in its `res/` tree, the folder above `file`'s folder, as
  /// for a file read from there.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - file: The path the contents stand for.
  /// - Returns: The root transition and any warnings.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` with every error found.
  public static func load(bytes: [UInt8], file: String) throws(DiagnosticsError) -> Loaded<
    SceneTransition
  > {
    let root = try XMLDocumentReader.root(bytes: bytes, file: file)
    return try load(root, path: file)
  }

  /// Loads a transition from `Data` (see ``load(bytes:file:)``).
  ///
  /// - Parameters:
  ///   - data: The file's contents.
  ///   - file: The path the contents stand for, in locations and for `res/` references.
  /// - Returns: The root transition and any warnings.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` with every error found.
  public static func load(data: Data, file: String) throws(DiagnosticsError) -> Loaded<
    SceneTransition
  > {
    try load(bytes: [UInt8](data), file: file)
  }
}
