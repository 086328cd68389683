import SceneDiffCore
import SceneDiffXML

@testable import SceneDiffInterfaceBuilder

/// Small Interface Builder documents written for the tests, and helpers to load them.
enum IBTestDocuments {
  /// Loads a scene of a document held in a string, named `file` in locations.
  static func load(_ text: String, file: String = "Test.storyboard", scene: String? = nil)
    throws(DiagnosticsError) -> Loaded<SceneTree>
  {
    let root = try XMLDocumentReader.root(bytes: Array(text.utf8), file: file)
    return try InterfaceBuilderFile.load(root, file: file, scene: scene)
  }

  /// The diagnostics of loading a scene that must fail.
  static func errors(_ text: String, file: String = "Test.storyboard", scene: String? = nil)
    -> [String]
  {
    do {
      _ = try load(text, file: file, scene: scene)
      return []
    } catch {
      return error.diagnostics.filter { $0.severity == .error }.map(\.description)
    }
  }

  /// A storyboard around the given scenes.
  static func storyboard(_ scenes: String, initial: String? = "home", extra: String = "")
    -> String
  {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    targetRuntime="iOS.CocoaTouch"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
    \(scenes)
        </scenes>\(extra)
    </document>
    """
  }
}
