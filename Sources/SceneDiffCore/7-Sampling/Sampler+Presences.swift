extension Sampler {
  /// A plan's presences as the sampler looks them up: overlays by start key, the others by end
  /// index, resolved once instead of looked up by key for every end view.
  struct Presences: Sendable {
    /// Overlay presences by start key: the root-space rectangle and until when.
    var overlays: [String: (rect: Rect, untilMs: Double)] = [:]
    /// Until when Fade keeps each in-place view drawn, by end index (the few views kept).
    var keptInPlace: SparseByIndex<Double>
    /// ChangeTransform ghosts by end index: the end parent's matrix and until when (the few
    /// views with a ghost).
    var ghosts: SparseByIndex<(parentMatrix: Matrix, untilMs: Double)>

    /// Sorts presences by placement; `endIndex` gives the end index of each end key, of
    /// `endCount` end views.
    ///
    /// Of two presences of one view and placement, the later applies.
    init(_ presences: [ViewPresence], endIndex: EndKeyIndex, endCount: Int) {
      keptInPlace = SparseByIndex(count: endCount)
      ghosts = SparseByIndex(count: endCount)
      for presence in presences {
        switch presence.placement {
        case .overlay(let rect): overlays[presence.key] = (rect, presence.untilMs)
        case .inPlace:
          if let i = endIndex[presence.key] { keptInPlace[i] = presence.untilMs }
        case .ghost(let parentMatrix):
          if let i = endIndex[presence.key] { ghosts[i] = (parentMatrix, presence.untilMs) }
        }
      }
    }
  }
}
