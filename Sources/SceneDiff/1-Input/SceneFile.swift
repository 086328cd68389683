import Foundation
import SceneDiffAndroid
import SceneDiffCore
import SceneDiffInterfaceBuilder
import SceneDiffNative
import SceneDiffXML

/// Loads any file that describes a screen as a ``/SceneDiffCore/SceneTree``: a native scene, an
/// Android layout laid out for a device, or a scene of an iOS storyboard or xib
/// (`Main.storyboard#Detail`); the root element tells which.
///
/// This is what every `scenediff` command does with a scene argument. Errors carry the file's
/// locations; warnings come back in ``/SceneDiffCore/Loaded/diagnostics``.
public enum SceneFile {
  /// Reads and loads a scene file; layouts are laid out with `layoutOptions`.
  ///
  /// - Parameters:
  ///   - path: The file's path, used as given in locations.
  ///   - layoutOptions: The device, resources and theme for Android layouts (the default phone
  ///     and the layout's own `res/` unless given).
  /// - Returns: The scene and its warnings.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` with every error (and warning) found.
  public static func load(path: String, layoutOptions: LayoutOptions = LayoutOptions())
    throws(DiagnosticsError) -> Loaded<SceneTree>
  {
    // `Main.storyboard#Detail` names one scene of an Interface Builder document.
    let (file, scene) = InterfaceBuilderFile.splitScenePath(path)
    if scene == nil {
      let bytes: [UInt8]
      do {
        bytes = try XMLDocumentReader.readBytes(file: file)
      } catch {
        throw DiagnosticsError([error.diagnostic])
      }
      return try load(bytes: bytes, file: path, layoutOptions: layoutOptions)
    }
    let root = try XMLDocumentReader.root(file: file)
    if let scene {
      return try InputFormat.loadInterfaceBuilder(root, file, layoutOptions, scene: scene)
    }
    return try load(root, file: path, layoutOptions: layoutOptions)
  }

  /// Loads a scene file at a file URL (see ``load(path:layoutOptions:)``).
  public static func load(contentsOf url: URL, layoutOptions: LayoutOptions = LayoutOptions())
    throws(DiagnosticsError) -> Loaded<SceneTree>
  {
    try load(path: url.path, layoutOptions: layoutOptions)
  }

  /// Loads a scene from bytes (standard input, a download); `file` names it in locations.
  public static func load(
    bytes: [UInt8],
    file: String,
    layoutOptions: LayoutOptions = LayoutOptions()
  ) throws(DiagnosticsError) -> Loaded<SceneTree> {
    if isNativeScene(bytes, layoutOptions) {
      // Built straight from the reader, without an element tree.
      return try NativeSceneFile.load(bytes: bytes, file: file)
    }
    let root = try XMLDocumentReader.root(bytes: bytes, file: file)
    return try load(root, file: file, layoutOptions: layoutOptions)
  }

  /// Loads a scene from `Data`; `file` names it in locations.
  public static func load(
    data: Data,
    file: String = "<data>",
    layoutOptions: LayoutOptions = LayoutOptions()
  ) throws(DiagnosticsError) -> Loaded<SceneTree> {
    try load(bytes: [UInt8](data), file: file, layoutOptions: layoutOptions)
  }

  /// Whether `bytes` look like a native scene (root element `scene`, which
  /// ``InputFormat/nativeScene`` takes) that `options` do not change: such a file is streamed.
  static func isNativeScene(_ bytes: [UInt8], _ options: LayoutOptions) -> Bool {
    options.changes.isEmpty && XMLDocumentReader.rootLocalName(bytes) == "scene"
  }

  /// Loads an already parsed root element with the format it calls for.
  static func load(_ root: LocatedElement, file: String, layoutOptions: LayoutOptions)
    throws(DiagnosticsError) -> Loaded<SceneTree>
  {
    if let loadScene = InputFormat.of(root).loadScene {
      return try loadScene(root, file, layoutOptions)
    }
    // A file of another kind goes to the native reader, which names the root it expected.
    return try InputFormat.loadNative(root, file, layoutOptions)
  }
}
