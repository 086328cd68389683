import SceneDiffCore

/// Values of a plan diff written on one line for people: `300`, `[0, 216, 360, 288]`,
/// `fastOutSlowIn`, `accelerate(factor: 1.5)`, `M0 216L0 144`, `none`.
enum DiffValueText {
  /// A value on one line; a string without quotes; an object whose first key is `name` as
  /// `name(key: value, …)`; an absent value as `none`.
  static func inline(_ value: JSONValue?) -> String {
    guard let value else { return "none" }
    switch value {
    case .string(let text): return text
    case .array(let items): return "[" + items.map(nested).joined(separator: ", ") + "]"
    case .object(let pairs):
      if case .string(let name)? = pairs.first?.1, pairs.first?.0 == "name" {
        let rest = pairs.dropFirst().map { "\($0.0): \(nested($0.1))" }
        return rest.isEmpty ? name : "\(name)(\(rest.joined(separator: ", ")))"
      }
      return "{" + pairs.map { "\($0.0): \(nested($0.1))" }.joined(separator: ", ") + "}"
    default: return value.render(indent: nil)
    }
  }

  /// A value inside an array or object: as ``inline(_:)``.
  private static func nested(_ value: JSONValue) -> String { inline(value) }

  /// `300 ms`.
  static func ms(_ value: Double) -> String { JSONValue.format(value) + " ms" }

  /// `+150 ms` or `−150 ms` (a true minus sign), for a change of time.
  static func signedMs(_ value: Double) -> String {
    (value < 0 ? "−" + JSONValue.format(-value) : "+" + JSONValue.format(value)) + " ms"
  }

  /// `0 → 1, 0–300 ms, linear` (and `, path M0 0L10 10`): an added or removed animator.
  static func summary(_ animator: PlanDocument.Animator) -> String {
    var text =
      "\(inline(animator.from)) → \(inline(animator.to)), "
      + "\(JSONValue.format(animator.startMs))–\(JSONValue.format(animator.endMs)) ms, "
      + inline(animator.interpolator)
    if animator.keyframes != nil { text += ", keyframes" }
    if let path = animator.path { text += ", path \(inline(path))" }
    return text
  }

  /// `startMs: 300 → 150`.
  static func field(_ change: FieldChange) -> String {
    "\(change.field): \(inline(change.old)) → \(inline(change.new))"
  }
}
