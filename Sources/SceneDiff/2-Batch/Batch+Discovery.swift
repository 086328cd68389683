import SceneDiffCore

extension Batch {
  /// What ``Batch/discover(_:)`` found.
  public struct Discovery: Sendable {
    /// Pairs in discovery order (manifests sorted by path, rules in document order).
    public var jobs: [Job]
    /// Problems with the paths or manifests.
    public var diagnostics: [Diagnostic]
  }
}
