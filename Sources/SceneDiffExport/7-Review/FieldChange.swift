import SceneDiffCore

/// One key of an animator that differs between two plans, with both values.
public struct FieldChange: Sendable, Hashable {
  /// The plan JSON key: `space`, `startMs`, `durationMs`, `from`, `to`, `keyframes`,
  /// `interpolator` or `path`.
  public var field: String
  /// The old value; `nil` when the old animator has no such key (no path, no keyframes).
  public var old: JSONValue?
  /// The new value; `nil` when the new animator has no such key.
  public var new: JSONValue?

  /// Creates a field change.
  public init(field: String, old: JSONValue?, new: JSONValue?) {
    self.field = field
    self.old = old
    self.new = new
  }
}
