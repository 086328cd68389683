import SceneDiffCore

/// What ``ResourceResolver/resolve(_:at:)`` gave for a reference (`@type/name`, `?attr/name`)
/// read without a problem, without the location the reference was written at: what a theme
/// remembers for it (``Theme/rememberedResolution(_:repository:)``).
enum ResolvedReference: Sendable {
  /// `@null` or `@empty` at the end: no value.
  case none
  /// The reference itself, where it was written (an id, a style, a file resource).
  case unchanged
  /// The literal the references lead to, where its values file writes it.
  case item(ResourceItem)

  /// The item resolving `value`, written at `location`, gives.
  func item(_ value: String, at location: SourceLocation?) -> ResourceItem? {
    switch self {
    case .none: nil
    case .unchanged: ResourceItem(value, at: location)
    case .item(let item): item
    }
  }
}
