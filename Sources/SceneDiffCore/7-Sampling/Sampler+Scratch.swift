extension Sampler {
  /// The working arrays of one frame, kept from frame to frame by ``Sampler/sample(at:into:)``
  /// so that, once they have grown, a frame allocates nothing.
  ///
  /// Each frame empties them (keeping their storage) before filling them; nothing read from
  /// them outlives the frame.
  struct Scratch: Sendable {
    /// Each end node's composition, by node index.
    var composed: [Composition] = []
    /// Each node's sample, by node index, when the frame needs them apart from its views
    /// (``DrawFrame/samples``, or end nodes out of end-scene order).
    var samples: [ViewSample] = []
    /// Each start-only view's placement while it is drawn in the overlay, by position.
    var drawn: [OverlayPlacement?] = []
    /// Each start-only view's composed alpha, by position.
    var composedAlpha: [Double] = []
  }
}
