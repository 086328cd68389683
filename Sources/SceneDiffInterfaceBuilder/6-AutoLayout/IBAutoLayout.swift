import SceneDiffCore
import SceneDiffXML

/// Re-solves a loaded Interface Builder scene's Auto Layout constraints for another screen.
///
/// The scene comes from ``IBSceneBuilder`` with its stored frames; this finds its root view,
/// builds the scene's layout system (``IBLayoutSystem``) for the target size in points, solves
/// it and writes every view's frame back, relative to its parent and snapped to the target's
/// pixel grid (edges rounded to 1/scale, as UIKit rounds frames). Navigation and tab bars of a
/// container scene are laid across the new width, at the new top inset and bottom edge.
package struct IBAutoLayout {
  /// The document.
  package let document: IBDocument

  /// Creates a re-solver for a document.
  package init(document: IBDocument) {
    self.document = document
  }

  /// The scene laid out for `device` (its width and height in points, its scale).
  package func relayout(_ loaded: Loaded<SceneTree>, scene: IBScene, device: SceneDevice)
    -> Loaded<SceneTree>
  {
    guard let (root, controller) = rootView(of: scene, depth: 0) else { return loaded }
    var system = IBLayoutSystem(
      document: document,
      root: root,
      controller: controller,
      target: device
    )
    let frames = system.solve()
    let scale = max(device.density, 1)
    var tree = loaded.value
    let size = system.rootSize
    for index in tree.views.indices {
      if index == 0 {
        tree.views[0] = apply(tree.views[0], frames, origin: (0, 0), scale: scale)
      } else {
        placeBar(&tree.views[index], stored: loaded.value, system: system)
      }
    }
    tree.width = size.width
    tree.height = size.height
    tree.density = device.density
    tree.device = SceneDevice(
      width: Int((size.width * device.density).rounded()),
      height: Int((size.height * device.density).rounded()),
      density: device.density
    )
    return Loaded(tree, diagnostics: loaded.diagnostics + system.diagnostics)
  }

  /// The scene's root view element and the controller that owns it (`nil` for a xib).
  private func rootView(of scene: IBScene, depth: Int) -> (LocatedElement, LocatedElement?)? {
    let element = scene.element
    guard document.isStoryboard else { return (element, nil) }
    if let view = element.children.first(where: { $0.value("key") == "view" }) {
      return (view, element)
    }
    let relationship =
      switch element.name {
      case "navigationController": "rootViewController"
      case "tabBarController": "viewControllers"
      default: ""
      }
    let segue = element.child("connections")?.children.first {
      $0.name == "segue" && $0.value("kind") == "relationship"
        && $0.value("relationship") == relationship
    }
    guard depth < 4, let destination = segue?.value("destination"),
      let child = document.scenes.first(where: { $0.id == destination })
    else { return nil }
    return rootView(of: child, depth: depth + 1)
  }

  /// A view and its subviews with their solved frames, relative to their parents.
  private func apply(
    _ node: ViewNode,
    _ frames: [SourceLocation: Rect],
    origin: (x: Double, y: Double),
    scale: Double
  ) -> ViewNode {
    var node = node
    var absolute = (x: origin.x + node.x, y: origin.y + node.y)
    if let location = node.location, let frame = frames[location] {
      // Edges in whole pixels, so that sizes are whole pixels too (no rounding noise).
      let pixels = frame.edges.map { ($0 * scale).rounded() }
      let left = pixels[0] / scale
      let top = pixels[1] / scale
      absolute = (left, top)
      node.x = left - origin.x
      node.y = top - origin.y
      node.width = max(pixels[2] - pixels[0], 0) / scale
      node.height = max(pixels[3] - pixels[1], 0) / scale
      if node.clip != nil { node.clip = Rect(x: 0, y: 0, width: node.width, height: node.height) }
    }
    node.children = node.children.map { apply($0, frames, origin: absolute, scale: scale) }
    return node
  }

  /// A navigation bar keeps its offset below the top inset, a tab bar its place on the bottom
  /// edge, grown by the change of the bottom inset; both follow the root's change of width.
  private func placeBar(_ bar: inout ViewNode, stored: SceneTree, system: IBLayoutSystem) {
    bar.width = max(bar.width + system.rootSize.width - stored.width, 0)
    if bar.className == "UITabBar" {
      let fromBottom = stored.height - bar.y - bar.height
      bar.height = max(
        bar.height - system.designInsets.bottom + system.targetInsets.bottom,
        0
      )
      bar.y = system.rootSize.height - fromBottom - bar.height
    } else {
      bar.y += system.targetInsets.top - system.designInsets.top
    }
    if bar.clip != nil { bar.clip = Rect(x: 0, y: 0, width: bar.width, height: bar.height) }
  }
}
