extension PlanDocument {
  /// One entry of a plan's `matches`: a start view paired with an end view, and the rule.
  public struct Match: Sendable, Hashable {
    /// The start view's key.
    public var from: String
    /// The end view's key.
    public var to: String
    /// The rule that paired them: `"transitionName"` or `"id"`.
    public var by: String

    /// Creates a match.
    public init(from: String, to: String, by: String) {
      self.from = from
      self.to = to
      self.by = by
    }
  }
}
