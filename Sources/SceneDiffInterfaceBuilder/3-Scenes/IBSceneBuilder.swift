import SceneDiffCore
import SceneDiffXML

/// Builds one scene of a document as a ``/SceneDiffCore/SceneTree``.
///
/// A view controller's scene is its root view (`key="view"`), placed at the scene's origin;
/// the scene has the root view's size, in points, with the design device's scale as density.
/// A navigation controller's scene is its root view controller's with the navigation bar drawn
/// above it; a tab bar controller's is its first tab's with the tab bar above it. A xib's
/// scene is one top-level view.
package struct IBSceneBuilder {
  /// The document.
  package let document: IBDocument

  /// Creates a builder.
  package init(document: IBDocument) {
    self.document = document
  }

  /// The scene, with every diagnostic of its views.
  ///
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` when a view has an error or the controller
  ///   has no view.
  package func scene(_ scene: IBScene) throws(DiagnosticsError) -> Loaded<SceneTree> {
    var reader = IBViewReader(document: document)
    let views = try self.views(of: scene, reader: &reader, depth: 0)
    let root = views[0]
    var tree = SceneTree(
      name: scene.name,
      file: document.file,
      width: root.width,
      height: root.height,
      units: "pt",
      density: document.device?.scale,
      views: views
    )
    if let device = document.device, root.width >= 1, root.height >= 1 {
      tree.device = SceneDevice(
        width: Int((root.width * device.scale).rounded()),
        height: Int((root.height * device.scale).rounded()),
        density: device.scale
      )
    }
    if reader.diagnostics.contains(where: { $0.severity == .error }) {
      throw DiagnosticsError(document.diagnostics + reader.diagnostics)
    }
    return Loaded(tree, diagnostics: document.diagnostics + reader.diagnostics)
  }

  /// The scene's top-level views: the root view first, then any bars drawn above it.
  private func views(of scene: IBScene, reader: inout IBViewReader, depth: Int)
    throws(DiagnosticsError) -> [ViewNode]
  {
    let element = scene.element
    guard document.isStoryboard else {
      var view = reader.view(element, parent: IBDocument.Size(width: 0, height: 0))
      view.x = 0
      view.y = 0
      return [view]
    }
    if let rootView = element.children.first(where: { $0.value("key") == "view" }) {
      var view = reader.view(rootView, parent: IBDocument.Size(width: 0, height: 0))
      view.x = 0
      view.y = 0
      return [view]
    }
    let container: (relationship: String, bar: String)? =
      switch element.name {
      case "navigationController": ("rootViewController", "navigationBar")
      case "tabBarController": ("viewControllers", "tabBar")
      default: nil
      }
    guard let container, depth < 4, let child = relationshipChild(element, container.relationship)
    else {
      throw DiagnosticsError([
        InterfaceBuilderError.noView(element.location, scene: scene.name, controller: element.name)
          .diagnostic
      ])
    }
    var views = try self.views(of: child, reader: &reader, depth: depth + 1)
    if let bar = element.keyed(container.bar, container.bar) {
      let root = IBDocument.Size(width: views[0].width, height: views[0].height)
      views.append(reader.view(bar, parent: root))
    }
    return views
  }

  /// The first scene a container's relationship segue of this kind leads to.
  private func relationshipChild(_ controller: LocatedElement, _ relationship: String) -> IBScene? {
    let segue = controller.child("connections")?.children.first {
      $0.name == "segue" && $0.value("kind") == "relationship"
        && $0.value("relationship") == relationship
    }
    guard let destination = segue?.value("destination") else { return nil }
    return document.scenes.first { $0.id == destination }
  }
}
