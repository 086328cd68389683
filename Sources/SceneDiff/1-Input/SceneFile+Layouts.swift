import SceneDiffAndroid
import SceneDiffCore
import SceneDiffNative
import SceneDiffXML

extension SceneFile {
  /// Loads a native scene or an Android layout file, told apart by the root element; a
  /// layout is laid out with `layoutOptions` (``LayoutFile``).
  ///
  /// - Throws: ``DiagnosticsError`` with every error (and warning) found.
  public static func load(path: String, layoutOptions: LayoutOptions) throws(DiagnosticsError)
    -> Loaded<Scene>
  {
    let root: LocatedElement
    do {
      root = try XMLDocumentReader.read(file: path)
    } catch {
      throw DiagnosticsError([error.diagnostic])
    }
    return try load(root, file: path, layoutOptions: layoutOptions)
  }

  /// Loads bytes (standard input) as a native scene or a layout.
  public static func load(bytes: [UInt8], file: String, layoutOptions: LayoutOptions)
    throws(DiagnosticsError) -> Loaded<Scene>
  {
    let root: LocatedElement
    do {
      root = try XMLDocumentReader.parse(bytes, file: file)
    } catch {
      throw DiagnosticsError([error.diagnostic])
    }
    return try load(root, file: file, layoutOptions: layoutOptions)
  }

  static func load(_ root: LocatedElement, file: String, layoutOptions: LayoutOptions)
    throws(DiagnosticsError) -> Loaded<Scene>
  {
    if InputFile.kind(of: root) == .layout {
      return try LayoutFile.load(root, file: file, options: layoutOptions)
    }
    guard layoutOptions.changes.isEmpty else {
      throw DiagnosticsError([
        LayoutFileError.invalidChange(
          root.location,
          message: "--set, --unset and --move change Android layouts; '\(file)' is a native scene"
        ).diagnostic
      ])
    }
    return try load(root, file: file)
  }
}
