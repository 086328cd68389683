/// A flattened scene shared by the nodes drawn from its views: each node holds one reference
/// and its index instead of a copy of its view (``DrawNode/ViewSource``).
final class FlattenedViews: Sendable {
  /// The scene.
  let scene: FlatScene

  /// Shares `scene`.
  init(_ scene: FlatScene) {
    self.scene = scene
  }
}
