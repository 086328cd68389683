/// Every view's drawn state at one instant of a plan.
public struct Frame: Sendable, Hashable {
  /// The instant, in ms from the start of the transition.
  public var timeMs: Double
  /// Views in a fixed order: the end scene's in document order, then start views that are not
  /// in the end scene, in their document order.
  public var views: [ViewSample] {
    get { storage }
    // Any change the caller makes to the views forgets which sampling wrote them, so that the
    // next ``Sampler/sample(at:into:)`` rewrites the frame whole.
    _modify {
      written = nil
      yield &storage
    }
    set {
      written = nil
      storage = newValue
    }
  }
  /// The views.
  private var storage: [ViewSample]
  /// The sampling that wrote ``views`` as they are, if nothing has changed them since
  /// (``Sampler/sample(at:into:)`` then rewrites only the views that can differ).
  var written: Sampler.Stamp?

  /// A frame at `timeMs` with `views`.
  ///
  /// An empty frame, `Frame()`, is the buffer to give ``Sampler/sample(at:into:)``.
  public init(timeMs: Double = 0, views: [ViewSample] = []) {
    self.timeMs = timeMs
    storage = views
  }

  /// The sample of a view key, or `nil` when no view of this frame has that key.
  public subscript(key: String) -> ViewSample? { storage.first { $0.key == key } }

  /// Whether two frames have the same instant and views.
  public static func == (a: Frame, b: Frame) -> Bool {
    a.timeMs == b.timeMs && a.storage == b.storage
  }

  /// Hashes the instant and the views.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(timeMs)
    hasher.combine(storage)
  }
}
