extension Sampler {
  /// The values of one view that sampling reads, copied out of its flattened entry once when
  /// the sampler is made, so that a frame reads a few numbers per view instead of copying whole
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

    /// The values of the view at `index` of a flattened scene's `entries`, read in place.
    ///
    /// They are the values its ``ViewNode`` would give, without reading the view back.
    /// Borrowed: an initializer's argument is otherwise copied, and a whole `FlatScene` copied
    /// per view cost more than the read.
    init(_ index: Int, in entries: borrowing [FlatScene.Entry]) {
      x = entries[index].x
      y = entries[index].y
      width = entries[index].width
      height = entries[index].height
      frame = entries[index].frame
      alpha = entries[index].alpha
      isVisible = entries[index].visibility == .visible
      // The rarely set fields: one box read once, as ``ViewNode``'s own accessors read it.
      let details = entries[index].details
      transform = details?.fields.transform ?? ViewTransform()
      clip = details?.fields.clip
      scrollX = details?.fields.scrollX ?? 0
      scrollY = details?.fields.scrollY ?? 0
    }
  }
}
