import Foundation
import SceneDiffCore
import SceneDiffXML

extension LayoutFile {
  /// Reads a layout file at a file URL and lays it out.
  ///
  /// The same as ``load(path:options:)`` with the URL's path.
  ///
  /// - Parameters:
  ///   - url: A file URL.
  ///   - options: Device, extra resource folders, theme and changes.
  /// - Returns: The laid-out scene with its warnings and notes.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` with every error (and warning) found.
  public static func load(contentsOf url: URL, options: LayoutOptions = LayoutOptions())
    throws(DiagnosticsError) -> Loaded<SceneTree>
  {
    try load(path: url.path, options: options)
  }

  /// Lays out a layout from the bytes of a layout file.
  ///
  /// `file` stands for the layout's path: it names it in locations, and its `res/` folder
  /// (values, drawables, styles) is found from that path, as for a file read from there; a
  /// path outside any `layout*/` folder uses only ``LayoutOptions/resourceFolders``.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - file: The path the contents stand for.
  ///   - options: Device, extra resource folders, theme and changes.
  /// - Returns: The laid-out scene with its warnings and notes.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` with every error (and warning) found.
  public static func load(
    bytes: [UInt8],
    file: String,
    options: LayoutOptions = LayoutOptions()
  ) throws(DiagnosticsError) -> Loaded<SceneTree> {
    let root = try XMLDocumentReader.root(bytes: bytes, file: file)
    return try load(root, file: file, options: options)
  }

  /// Lays out a layout from `Data` (see ``load(bytes:file:options:)``).
  ///
  /// - Parameters:
  ///   - data: The file's contents.
  ///   - file: The path the contents stand for, in locations and to find its `res/` folder.
  ///   - options: Device, extra resource folders, theme and changes.
  /// - Returns: The laid-out scene with its warnings and notes.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` with every error (and warning) found.
  public static func load(
    data: Data,
    file: String,
    options: LayoutOptions = LayoutOptions()
  ) throws(DiagnosticsError) -> Loaded<SceneTree> {
    try load(bytes: [UInt8](data), file: file, options: options)
  }
}
