import SceneDiffCore

extension Batch {
  /// The outcome of one ``Job``: its plan, or the errors that prevented it.
  public struct PairResult: Sendable {
    /// The pair.
    public var job: Job
    /// The plan, when every input loaded.
    public var plan: Plan?
    /// Diagnostics from its inputs and its plan, in that order (errors when ``plan`` is
    /// `nil`).
    public var diagnostics: [Diagnostic]
  }
}
