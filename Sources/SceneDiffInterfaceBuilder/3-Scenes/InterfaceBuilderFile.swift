import SceneDiffCore
import SceneDiffXML

/// Loads scenes from Interface Builder documents: `.storyboard` and `.xib` files.
///
/// `FILE.storyboard#NAME` names one scene: NAME is a view controller's `storyboardIdentifier`,
/// else its `title`, else its `customClass`, else its object id; a bare storyboard path means
/// the initial view controller. `FILE.xib#N` is the xib's top-level view number N (from 0) and
/// `FILE.xib#KEY` the one whose key (accessibility identifier, `userLabel` or object id) is KEY;
/// a bare xib path means File's Owner's `view` outlet, else the first top-level view. The
/// format, every element read and every one skipped are in `Docs/interface-builder.md`.
public enum InterfaceBuilderFile {
  /// Splits `FILE.storyboard#NAME` or `FILE.xib#NAME` into the file and the scene name; any
  /// other path comes back whole, with no name.
  public static func splitScenePath(_ path: String) -> (file: String, scene: String?) {
    guard let hash = path.lastIndex(of: "#") else { return (path, nil) }
    let file = String(path[..<hash])
    guard file.hasSuffix(".storyboard") || file.hasSuffix(".xib") else { return (path, nil) }
    return (file, String(path[path.index(after: hash)...]))
  }

  /// Loads one scene of the document at `path` (which may end in `#NAME`).
  ///
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` with every error, each at its location.
  public static func load(path: String) throws(DiagnosticsError) -> Loaded<SceneTree> {
    let (file, scene) = splitScenePath(path)
    return try load(try XMLDocumentReader.root(file: file), file: file, scene: scene)
  }

  /// The names `FILE#NAME` accepts for the document at `path`, in document order.
  ///
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` when the file is not an iOS storyboard or xib.
  public static func sceneNames(path: String) throws(DiagnosticsError) -> [String] {
    let document = try IBDocument.read(try XMLDocumentReader.root(file: path), file: path)
    return document.scenes.map(\.name)
  }

  /// Whether a root element is an Interface Builder `<document>`.
  package static func isDocumentRoot(_ root: LocatedElement) -> Bool {
    IBDocument.isDocumentRoot(root)
  }

  /// Loads the scene `scene` names (`nil`: the initial one) from a parsed document.
  package static func load(_ root: LocatedElement, file: String, scene: String?)
    throws(DiagnosticsError) -> Loaded<SceneTree>
  {
    let document = try IBDocument.read(root, file: file)
    let selected = try select(scene, in: document)
    return try IBSceneBuilder(document: document).scene(selected)
  }

  /// The scene a name selects.
  static func select(_ name: String?, in document: IBDocument) throws(DiagnosticsError)
    -> IBScene
  {
    let names = document.scenes.map(\.name)
    guard let name else {
      if document.isStoryboard {
        guard let initial = document.initialViewController else {
          throw DiagnosticsError([
            InterfaceBuilderError.noInitialViewController(document.root.location, available: names)
              .diagnostic
          ])
        }
        guard let scene = document.scenes.first(where: { $0.id == initial.value }) else {
          throw DiagnosticsError([
            InterfaceBuilderError.unknownDestination(
              initial.valueLocation,
              id: initial.value,
              element: "document initialViewController"
            ).diagnostic
          ])
        }
        return scene
      }
      if let main = document.scenes.first(where: { $0.id != nil && $0.id == document.mainViewID }) {
        return main
      }
      if let first = document.scenes.first { return first }
      throw DiagnosticsError([
        InterfaceBuilderError.unknownScene(
          .start(of: document.file),
          name: "0",
          suggestion: nil,
          available: []
        ).diagnostic
      ])
    }
    if let scene = find(name, in: document) { return scene }
    throw DiagnosticsError([
      InterfaceBuilderError.unknownScene(
        .start(of: document.file),
        name: name,
        suggestion: Suggestion.closest(to: name, in: names),
        available: names
      ).diagnostic
    ])
  }

  /// The scene a `#NAME` names, in the order of the rules above.
  static func find(_ name: String, in document: IBDocument) -> IBScene? {
    let scenes = document.scenes
    guard document.isStoryboard else {
      if let index = Int(name), scenes.indices.contains(index) { return scenes[index] }
      return scenes.first { $0.name == name } ?? scenes.first { $0.id == name }
    }
    for attribute in ["storyboardIdentifier", "title", "customClass", "id"] {
      if let scene = scenes.first(where: { $0.attribute(attribute) == name }) { return scene }
    }
    return nil
  }
}
