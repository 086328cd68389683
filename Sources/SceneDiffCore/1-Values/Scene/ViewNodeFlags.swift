/// The Boolean fields of a ``ViewNode``, packed in one byte; empty means the defaults.
struct ViewNodeFlags: OptionSet, Sendable {
  /// The bits.
  let rawValue: UInt8

  /// ``ViewNode/matchesByID`` is `false`.
  static let idIsNameOnly = ViewNodeFlags(rawValue: 1)
  /// ``ViewNode/transitionGroup`` is not `nil`.
  static let transitionGroupIsSet = ViewNodeFlags(rawValue: 2)
  /// ``ViewNode/transitionGroup`` is `true`.
  static let isTransitionGroup = ViewNodeFlags(rawValue: 4)
}
