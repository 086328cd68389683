extension Sampler {
  /// A plan's presences by view key, as the sampler looks them up.
  struct Presences: Sendable {
    /// Overlay presences by start key: the root-space rectangle and until when.
    var overlays: [String: (rect: Rect, untilMs: Double)] = [:]
    /// Until when Fade keeps each in-place view drawn, by end key.
    var keptInPlace: [String: Double] = [:]
    /// ChangeTransform ghosts by end key: the end parent's matrix and until when.
    var ghosts: [String: (parentMatrix: Matrix, untilMs: Double)] = [:]

    /// Sorts presences by placement.
    init(_ presences: [ViewPresence]) {
      for presence in presences {
        switch presence.placement {
        case .overlay(let rect): overlays[presence.key] = (rect, presence.untilMs)
        case .inPlace: keptInPlace[presence.key] = presence.untilMs
        case .ghost(let parentMatrix): ghosts[presence.key] = (parentMatrix, presence.untilMs)
        }
      }
    }
  }
}
