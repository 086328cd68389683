extension Sampler {
  /// What an end node's place in a reused frame holds before the node is written there, as
  /// the last writing of that place left it (``Scratch/contents``).
  ///
  /// A sample is 296 bytes, over five cache lines; a node placed from a plain look changes
  /// only its box, alpha and visibility (and its drawing order with its visibility). Knowing
  /// that its place already holds its key and the fields a plain placement leaves empty, a
  /// frame writes the few that change and leaves the other lines of the sample alone.
  enum SlotContents: UInt8, Sendable {
    /// Another view's sample (a start view covered the node): every field is written.
    case foreign
    /// This node's sample: its key is not written again, every other field is.
    case keyed
    /// This node's sample written from a plain look
    /// (``Sampler/placeMoved(_:_:_:parent:into:contents:)``): its key, no transform, clip,
    /// corner radius or image matrix, not in the overlay, and a drawing order that is its
    /// node index when it is visible, else none.
    case plain
  }
}
