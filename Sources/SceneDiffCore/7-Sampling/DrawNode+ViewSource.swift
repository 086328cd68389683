extension DrawNode {
  /// Where a node's view is read from (``DrawNode/view``).
  enum ViewSource: Sendable {
    /// A view made for the node alone (a scrim's), held in a box: a node is then no larger
    /// for the whole view it could hold.
    indirect case stored(ViewNode)
    /// The view at an index of a flattened scene, read back from its entry when asked for.
    case flattened(FlattenedViews, Int)
  }
}
