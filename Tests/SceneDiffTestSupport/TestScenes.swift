import SceneDiff

/// Small helpers to write scenes in tests.
public enum TestScenes {
  /// A 360×640 scene with these top-level views.
  public static func scene(_ views: [ViewNode]) -> SceneTree {
    SceneTree(name: nil, file: nil, width: 360, height: 640, views: views)
  }

  /// A view with an id and a frame.
  public static func view(
    _ id: String,
    _ x: Double,
    _ y: Double,
    _ w: Double,
    _ h: Double,
    name: String? = nil,
    visibility: ViewVisibility = .visible,
    children: [ViewNode] = []
  ) -> ViewNode {
    ViewNode(
      id: id,
      transitionName: name,
      x: x,
      y: y,
      width: w,
      height: h,
      visibility: visibility,
      children: children
    )
  }
}
