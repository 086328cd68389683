import SceneDiffCore

/// A scene flattened for the lint rules: every view with its key, parent and root-space
/// rectangle (layout position, parents' scroll and translation; scale and rotation ignored).
struct LintScene: Sendable {
  /// One view.
  struct View: Sendable {
    /// Its key in the scene.
    var key: String
    /// The view (without children).
    var node: ViewNode
    /// The parent's index.
    var parent: Int?
    /// Its rectangle in the scene root's coordinates.
    var rect: Rect
  }

  /// The scene.
  var scene: SceneTree
  /// Every view in document (drawing) order.
  var views: [View]

  /// Flattens `scene`.
  init(_ scene: SceneTree) {
    self.scene = scene
    let flat = FlatScene(scene)
    var views: [View] = []
    views.reserveCapacity(flat.count)
    for (i, entry) in flat.entries.enumerated() {
      var originX = 0.0
      var originY = 0.0
      if let parent = entry.parent {
        let outer = views[parent]
        originX = outer.rect.left - outer.node.scrollX
        originY = outer.rect.top - outer.node.scrollY
      }
      let node = flat[i]
      let rect = Rect(
        x: originX + node.x + node.transform.translationX,
        y: originY + node.y + node.transform.translationY,
        width: node.width,
        height: node.height
      )
      views.append(View(key: entry.key, node: node, parent: entry.parent, rect: rect))
    }
    self.views = views
  }

  /// The screen's area.
  var area: Double { scene.width * scene.height }

  /// The index of the view with this key.
  func index(ofKey key: String) -> Int? {
    views.firstIndex { $0.key == key }
  }

  /// The indices of a view's ancestors, nearest first.
  func ancestors(of index: Int) -> [Int] {
    var result: [Int] = []
    var current = views[index].parent
    while let parent = current {
      result.append(parent)
      current = views[parent].parent
    }
    return result
  }

  /// The last part of a view's class name (`SurfaceView` for `android.view.SurfaceView`).
  func simpleClass(_ index: Int) -> String {
    String(views[index].node.className.split(separator: ".").last ?? "")
  }

  /// Where a view was declared, else the start of the scene's file.
  func location(_ index: Int) -> SourceLocation {
    views[index].node.location ?? .start(of: scene.file ?? "")
  }
}
