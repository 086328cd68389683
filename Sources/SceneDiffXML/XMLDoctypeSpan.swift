import SceneDiffCore

/// A `<!DOCTYPE` declaration as written.
struct XMLDoctypeSpan: Hashable, Sendable {
  /// The offset of the declaration's `<`.
  var start: Int
  /// The bytes of the declared root element name.
  var name: Range<Int>
  /// What makes it more than a bare `<!DOCTYPE name>`, such as "an internal subset".
  ///
  /// `nil` when the declaration is bare.
  var feature: String?
}
