extension DrawNode {
  /// Where a node's view is read from (``DrawNode/view``).
  enum ViewSource: Sendable {
    /// A view made for the node alone (a scrim's).
    case stored(ViewNode)
    /// The view at an index of a flattened scene, read back from its entry when asked for.
    case flattened(FlattenedViews, Int)
  }
}
