extension Sampler {
  /// The values of one view that sampling reads, copied out of its ``ViewNode`` once when the
  /// sampler is made, so that a frame reads a few numbers per view instead of copying whole
  /// views (their strings, style and children arrays).
  struct NodeBase: Sendable {
    /// The view's laid-out left edge.
    var x: Double
    /// The view's laid-out top edge.
    var y: Double
    /// The view's laid-out width.
    var width: Double
    /// The view's laid-out height.
    var height: Double
    /// The view's layout bounds, as ``ViewNode/frame`` gives them.
    var frame: Rect
    /// The view's own transform.
    var transform: ViewTransform
    /// The view's own alpha.
    var alpha: Double
    /// Whether the view is VISIBLE.
    var isVisible: Bool
    /// The view's clip bounds.
    var clip: Rect?
    /// The view's horizontal scroll offset.
    var scrollX: Double
    /// The view's vertical scroll offset.
    var scrollY: Double

    /// The values of `view`.
    init(_ view: ViewNode) {
      x = view.x
      y = view.y
      width = view.width
      height = view.height
      frame = view.frame
      transform = view.transform
      alpha = view.alpha
      isVisible = view.visibility == .visible
      clip = view.clip
      scrollX = view.scrollX
      scrollY = view.scrollY
    }
  }
}
