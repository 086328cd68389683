extension Sampler {
  /// The values of one view that sampling reads, copied out of its flattened entry once when
  /// the sampler is made, so that a frame reads a few numbers per view instead of copying whole
  /// views (their strings, style and children arrays).
  ///
  /// The rarely set fields (transform, clip, scroll) are read from the view's shared details
  /// box, as ``ViewNode`` reads them, instead of being copied into every node: a node is 56
  /// bytes instead of about 230, and at a large scene the sampler's arrays of nodes are tens of
  /// megabytes smaller (written once, then read across by every frame).
  struct NodeBase: Sendable {
    /// The view's laid-out left edge.
    var x: Double
    /// The view's laid-out top edge.
    var y: Double
    /// The view's laid-out width.
    var width: Double
    /// The view's laid-out height.
    var height: Double
    /// The view's own alpha.
    var alpha: Double
    /// Whether the view is VISIBLE.
    var isVisible: Bool
    /// The view's rarely set fields, shared with the view and its entry (`nil` when none is
    /// set).
    private let details: ViewNodeDetailsBox?

    /// The view's layout bounds, as ``ViewNode/frame`` gives them (computed, as the view
    /// computes them).
    var frame: Rect { Rect(x: x, y: y, width: width, height: height) }
    /// The view's own transform.
    var transform: ViewTransform { details?.fields.transform ?? ViewTransform() }
    /// The view's clip bounds.
    var clip: Rect? { details?.fields.clip }
    /// The view's horizontal scroll offset.
    var scrollX: Double { details?.fields.scrollX ?? 0 }
    /// The view's vertical scroll offset.
    var scrollY: Double { details?.fields.scrollY ?? 0 }

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
      alpha = entries[index].alpha
      isVisible = entries[index].visibility == .visible
      details = entries[index].details
    }
  }
}
