extension Sampler {
  /// What an end node's place in a reused frame holds before the node is written there, as
  /// the last writing of that place left it (``Scratch/contents``).
  ///
  /// A sample is 80 bytes (296 before its rare fields were boxed); a node placed from a plain
  /// look changes only its box, alpha and visibility (and its drawing order with its
  /// visibility). Knowing that its place already holds its key and the fields a plain placement
  /// leaves empty, and whether it is visible, a frame writes the few that change and leaves the
  /// rest of the sample alone, without reading the sample: its line was a cache miss on every
  /// node a frame placed, and the read waited for it where a write does not.
  enum SlotContents: UInt8, Sendable {
    /// Another view's sample (a start view covered the node): every field is written.
    case foreign
    /// This node's sample: its key is not written again, every other field is.
    case keyed
    /// This node's sample written from a plain look
    /// (``Sampler/placeMoved(_:_:_:parent:into:contents:general:)``), visible: its key, no
    /// transform, clip, corner radius or image matrix, not in the overlay, and its node index as
    /// its drawing order.
    case plainVisible
    /// As ``plainVisible``, but not visible, with no drawing order.
    case plainHidden

    /// Whether the place holds this node's sample written from a plain look, visible or not.
    ///
    /// Inlined: a call (the compiler kept it one inside the larger placements) cost more than
    /// its two comparisons, once for every node a frame placed from a plain look.
    @inline(__always)
    var isPlain: Bool { self == .plainVisible || self == .plainHidden }

    /// The contents of a place holding this node's sample written from a plain look, visible
    /// or not.
    @inline(__always)
    static func plain(visible: Bool) -> SlotContents { visible ? .plainVisible : .plainHidden }
  }
}
