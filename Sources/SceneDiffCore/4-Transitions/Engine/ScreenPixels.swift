/// Android's screen coordinates for one planning run, in whole device pixels, for the integer
/// arithmetic of Explode and the propagations (reference §1, §9.9, §10).
///
/// The scene root stands at screen (0, 0) with translation 0 (SceneDiff's root has no
/// transform), so a view's screen location is its rounded root-space location
/// (`SceneGeometry.location`). Scene units become pixels with Java `Math.round(value × density)`
/// on the end scene's pixel grid, every integer step (`W / 2`, `Rect.centerX`) is done on those
/// pixels as Android does it, and results go back to scene units by dividing by the density.
/// Pixel values are held in `Double` (whole numbers), so huge inputs cannot trap.
struct ScreenPixels {
  /// The end scene's pixel grid.
  let grid: PixelGrid
  /// The scene root's width in pixels (`sceneRoot.getWidth()`).
  let width: Double
  /// The scene root's height in pixels (`sceneRoot.getHeight()`).
  let height: Double
  /// Whether the scene root lays out right to left (resolves `start` and `end`).
  let isRightToLeft: Bool

  /// The screen of a planning run: the scene root as the end scene lays it out.
  init(_ context: PlanningContext) {
    let scene = context.end.scene
    grid = scene.pixelGrid
    isRightToLeft = scene.isRightToLeft
    width = (scene.width * grid.density + 0.5).rounded(.down)
    height = (scene.height * grid.density + 0.5).rounded(.down)
  }

  /// A scene-unit value as whole pixels: Java `Math.round(value × density)`.
  func pixels(_ value: Double) -> Double {
    (value * grid.density + 0.5).rounded(.down)
  }

  /// Pixels back to scene units.
  func units(_ pixels: Double) -> Double {
    grid.density == 1 ? pixels : pixels / grid.density
  }

  /// Java `Math.round(float)`, which returns an `int`: ties towards +infinity (on the unit
  /// pixel grid), NaN gives 0, and results saturate at the `int` range.
  static func round(_ value: Float) -> Double {
    guard !value.isNaN else { return 0 }
    return min(max(PixelGrid().round(Double(value)), -2_147_483_648), 2_147_483_647)
  }

  /// Java integer division by 2 (`W / 2`): truncates towards zero.
  static func half(_ value: Double) -> Double {
    (value / 2).rounded(.towardZero)
  }

  /// `Rect.centerX()`/`centerY()`: `(a + b) >> 1`, the floor of the half.
  static func center(_ a: Double, _ b: Double) -> Double {
    ((a + b) / 2).rounded(.down)
  }

  /// A view's screen bounds in pixels: its rounded root location and its size
  /// (Explode's `screenBounds`, `Rect(sx, sy, sx + width, sy + height)`).
  func bounds(location: Point, view: FlatScene.Entry) -> Rect {
    let x = pixels(location.x)
    let y = pixels(location.y)
    return Rect(left: x, top: y, right: x + pixels(view.width), bottom: y + pixels(view.height))
  }

  /// The integer centre of the epicenter rectangle of leaf `node`, if it has one that resolves
  /// (reference §13: only `centerX`/`centerY` are used).
  func epicenter(_ node: Int, _ context: PlanningContext) -> Point? {
    guard let rect = context.tree.nodes[node].epicenter.flatMap({ self.rect($0, context) }) else {
      return nil
    }
    return Point(
      x: Self.center(rect.left, rect.right),
      y: Self.center(rect.top, rect.bottom)
    )
  }

  /// An epicenter's screen rectangle in pixels: a view's bounds in the start scene if it is
  /// there, else in the end scene (`nil` when neither has it), or a fixed rectangle.
  func rect(_ epicenter: Epicenter, _ context: PlanningContext) -> Rect? {
    switch epicenter {
    case .rect(let r):
      return Rect(
        left: pixels(r.left),
        top: pixels(r.top),
        right: pixels(r.right),
        bottom: pixels(r.bottom)
      )
    case .view(let name):
      for (flat, geometry) in [
        (context.start, context.startGeometry), (context.end, context.endGeometry),
      ] {
        let index =
          flat.entries.firstIndex { $0.key == name }
          ?? flat.entries.indices.first { flat.id(of: $0) == name }
        if let index {
          return bounds(location: geometry.location(of: index), view: flat.entries[index])
        }
      }
      return nil
    }
  }
}
