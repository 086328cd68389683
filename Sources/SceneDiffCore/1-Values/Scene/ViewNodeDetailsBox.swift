/// An immutable, shared ``ViewNodeDetails``: copies of a ``ViewNode`` share it, and a change
/// makes a new one.
final class ViewNodeDetailsBox: Sendable {
  /// The fields.
  let fields: ViewNodeDetails

  /// Boxes `fields`.
  init(_ fields: ViewNodeDetails) {
    self.fields = fields
  }
}
