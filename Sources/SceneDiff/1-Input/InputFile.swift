import Foundation
import SceneDiffAndroid
import SceneDiffCore
import SceneDiffInterfaceBuilder
import SceneDiffNative
import SceneDiffXML

/// What kind of SceneDiff input a file is, told by its root element.
public enum InputFile {
  /// The kinds of file SceneDiff reads.
  public enum Kind: String, Sendable, Hashable {
    /// A native scene (`<scene>`) or an Interface Builder document (`.storyboard`, `.xib`).
    case scene
    /// A transition resource (`<transitionSet>`, `<changeBounds>`, …).
    case transition
    /// A transition manager (`<transitionManager>`).
    case manifest
    /// An Android layout file (`<LinearLayout>`, `<merge>`, …), laid out by
    /// ``/SceneDiffAndroid/LayoutFile``.
    case layout
    /// A resource file layouts read: a values file (`<resources>`) or an XML drawable
    /// (`<vector>`, `<shape>`, `<selector>`, …).
    case resource
    /// An interaction script (`<interaction>`, Docs/interaction.md).
    case interaction
    /// A Navigation graph (`<navigation>`, Docs/navigation.md).
    case navigation
  }

  /// Loads `path` with the loader its root element calls for and returns every diagnostic
  /// (empty when the file is clean), with the kind when the file could be parsed.
  ///
  /// - Parameters:
  ///   - path: The file, as given by the user.
  ///   - layoutOptions: How layout files are laid out.
  /// - Returns: The detected kind (`nil` when the XML itself is unusable) and the diagnostics.
  public static func check(path: String, layoutOptions: LayoutOptions = LayoutOptions())
    -> (kind: Kind?, diagnostics: [Diagnostic])
  {
    let root: LocatedElement
    let (file, scene) = InterfaceBuilderFile.splitScenePath(path)
    do {
      let bytes = try XMLDocumentReader.readBytes(file: file)
      if scene == nil, SceneFile.isNativeScene(bytes, layoutOptions) {
        return (.scene, try NativeSceneFile.diagnostics(bytes: bytes, file: path))
      }
      root = try XMLDocumentReader.parse(bytes, file: file)
    } catch {
      return (nil, [error.diagnostic])
    }
    if let scene {
      let device = layoutOptions.interfaceBuilderDevice
      return (.scene, InterfaceBuilderFile.check(root, file: file, scene: scene, device: device))
    }
    let format = InputFormat.of(root)
    return (format.kind, format.check(root, path, layoutOptions))
  }

  /// The files a path names: a folder's `*.xml` files at any depth, sorted, or the path itself
  /// when it is not a folder (also when it does not exist: loading it then says so).
  public static func xmlFiles(in path: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return [path] }
    let found = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String]) ?? []
    return found.filter { $0.hasSuffix(".xml") }.sorted()
      .map { (path as NSString).appendingPathComponent($0) }
  }

  /// A folder's `*.storyboard` files at any depth, sorted (none for a file: ``xmlFiles(in:)``
  /// already lists it).
  public static func storyboardFiles(in path: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return [] }
    let found = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String]) ?? []
    return found.filter { $0.hasSuffix(".storyboard") }.sorted()
      .map { (path as NSString).appendingPathComponent($0) }
  }

  /// The files `check` reads under a path: a folder's `*.xml`, `*.storyboard` and `*.xib` files
  /// at any depth, sorted, or the path itself when it is not a folder.
  public static func checkableFiles(in path: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return [path] }
    let found = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String]) ?? []
    return found.filter {
      $0.hasSuffix(".xml") || $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib")
    }
    .sorted().map { (path as NSString).appendingPathComponent($0) }
  }

  /// The kind of the file at `path`, told by its root element.
  ///
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` when the file cannot be read or is not
  ///   well-formed XML.
  public static func kind(ofFileAt path: String) throws(DiagnosticsError) -> Kind {
    do {
      return kind(of: try XMLDocumentReader.read(file: path))
    } catch {
      throw DiagnosticsError([error.diagnostic])
    }
  }

  /// Reads standard input to its end for a loader's `bytes:` entry point, refusing to hold
  /// more than a file may have (64 MiB, `Docs/xml-limits.md`).
  ///
  /// Reading stops one byte past that limit, so a larger stream costs no more memory than the
  /// limit and fails at once.
  ///
  /// - Parameter file: The name standard input has in locations, such as `<stdin>`.
  /// - Returns: Every byte of standard input.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` with `xml-too-large` for a longer stream, or
  ///   `xml-unreadable` when reading fails.
  package static func readStandardInput(as file: String) throws(DiagnosticsError) -> [UInt8] {
    do {
      return try XMLDocumentReader.readBytes(descriptor: 0, file: file)
    } catch {
      throw DiagnosticsError([error.diagnostic])
    }
  }

  /// The kind a root element declares; anything not a scene, manifest, resource or layout is
  /// read as a transition (whose loader then names an unknown root tag).
  static func kind(of root: LocatedElement) -> Kind {
    InputFormat.of(root).kind
  }
}
