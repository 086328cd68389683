/// What ``ViewClassRules/viewClass(_:hasChildren:isMaterialTheme:)`` is asked: the key its
/// remembered answers are kept by.
struct ViewClassQuestion: Sendable, Hashable {
  /// The class name as written.
  var className: String
  /// Whether the element has children (decides unknown classes).
  var hasChildren: Bool
  /// Whether the theme is a Material Components one (decides `Button`).
  var isMaterialTheme: Bool
}
