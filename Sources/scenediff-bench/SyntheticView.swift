/// One `<view>` of a synthetic scene.
///
/// Scenes are kept as flat lists of these in document (preorder) order; `depth` alone gives the
/// nesting, which makes removing and inserting whole subtrees a matter of skipping or splicing
/// runs of the list.
struct SyntheticView: Sendable, Hashable {
  /// Nesting level: 0 for the scene's single root view, 1 for its children, and so on.
  var depth: Int
  /// The `id` attribute, if any.
  var id: String?
  /// The `transitionName` attribute, if any.
  var transitionName: String?
  /// The `class` attribute, if any (`View` when absent).
  var className: String?
  /// The `text` attribute of text views.
  var text: String?
  /// Left edge in the parent's coordinates.
  var x: Double
  /// Top edge in the parent's coordinates.
  var y: Double
  /// Width, at least 1.
  var width: Double
  /// Height, at least 1.
  var height: Double
  /// The `alpha` attribute, if not the default 1.
  var alpha: Double?
  /// The `visibility` attribute (`invisible` or `gone`), if not the default `visible`.
  var visibility: String?
}

/// A synthetic scene: the `<scene>` element's attributes and its views in document order.
struct SyntheticScene: Sendable, Hashable {
  /// The `name` attribute.
  var name: String
  /// The scene root's width.
  var width: Double
  /// The scene root's height.
  var height: Double
  /// Every view, in document (preorder) order.
  var views: [SyntheticView]

  /// The scene as a native scene file (design §2), indented two spaces per level.
  var xml: [UInt8] {
    SceneXMLWriter.write(self)
  }
}
