import Foundation
import SceneDiffCore
import SceneDiffXML

extension TransitionManagerFile {
  /// Reads and loads a manifest at a file URL.
  ///
  /// The same as ``load(path:)`` with the URL's path: references resolve in the enclosing
  /// `res/` tree or relative to the manifest's folder.
  ///
  /// - Parameter url: A file URL.
  /// - Returns: The manifest and any warnings.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` with every error found.
  public static func load(contentsOf url: URL) throws(DiagnosticsError) -> Loaded<
    TransitionManagerFile
  > {
    try load(path: url.path)
  }

  /// Loads a manifest from the bytes of a manifest file.
  ///
  /// `file` stands for the manifest's path: it names it in locations, and its references
  /// (`@layout/x`, `@transition/y`, relative paths) resolve around that path, as for a file
  /// read from there.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - file: The path the contents stand for.
  /// - Returns: The manifest and any warnings.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` with every error found.
  public static func load(bytes: [UInt8], file: String) throws(DiagnosticsError) -> Loaded<
    TransitionManagerFile
  > {
    let root = try XMLDocumentReader.root(bytes: bytes, file: file)
    return try load(root, path: file)
  }

  /// Loads a manifest from `Data` (see ``load(bytes:file:)``).
  ///
  /// - Parameters:
  ///   - data: The file's contents.
  ///   - file: The path the contents stand for, in locations and for its references.
  /// - Returns: The manifest and any warnings.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` with every error found.
  public static func load(data: Data, file: String) throws(DiagnosticsError) -> Loaded<
    TransitionManagerFile
  > {
    try load(bytes: [UInt8](data), file: file)
  }
}
