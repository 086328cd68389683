/// A scene: the root container's size and the tree of views inside it, as values.
///
/// The scene root plays the part of Android's scene-root `ViewGroup`: both scenes of a transition
/// share it, so it is not itself a view that is captured, matched or animated.
public struct SceneTree: Sendable, Hashable {
  /// The scene's name (`<scene name=…>`), if any.
  public var name: String?
  /// The file it was loaded from, as given by the user.
  public var file: String?
  /// The root's width.
  public var width: Double
  /// The root's height.
  public var height: Double
  /// The unit of every coordinate (`dp`, `px`, `pt`, …), carried into plans unchanged.
  public var units: String
  /// Android pixels per unit, when known; rounding happens on this pixel grid (default 1).
  public var density: Double?
  /// Whether the root lays out right to left (resolves `start`/`end` edges).
  public var isRightToLeft: Bool
  /// The root's children, in drawing order.
  public var views: [ViewNode]
  /// The device an Android layout was laid out for (`nil` for native scenes written without
  /// one): px size and density.
  public var device: SceneDevice?

  /// Creates a scene.
  public init(
    name: String? = nil,
    file: String? = nil,
    width: Double,
    height: Double,
    units: String = "dp",
    density: Double? = nil,
    isRightToLeft: Bool = false,
    views: [ViewNode] = []
  ) {
    self.name = name
    self.file = file
    self.width = width
    self.height = height
    self.units = units
    self.density = density
    self.isRightToLeft = isRightToLeft
    self.views = views
  }

  /// The grid Android's integer rounding happens on.
  public var pixelGrid: PixelGrid { PixelGrid(density: density ?? 1) }
}
