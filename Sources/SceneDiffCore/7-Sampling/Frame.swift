/// Every view's drawn state at one instant of a plan.
public struct Frame: Sendable, Hashable {
  /// The instant, in ms from the start of the transition.
  public var timeMs: Double
  /// Views in a fixed order: the end scene's in document order, then start views that are not
  /// in the end scene, in their document order.
  public var views: [ViewSample]

  /// A frame at `timeMs` with `views`.
  ///
  /// An empty frame, `Frame()`, is the buffer to give ``Sampler/sample(at:into:)``.
  public init(timeMs: Double = 0, views: [ViewSample] = []) {
    self.timeMs = timeMs
    self.views = views
  }

  /// The sample of a view key, or `nil` when no view of this frame has that key.
  public subscript(key: String) -> ViewSample? { views.first { $0.key == key } }
}
