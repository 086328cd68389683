import SceneDiffCore

/// One exported view: an absolutely positioned box with its static (end-scene) style and the
/// animations that carry it from its start state.
struct WebElement: Sendable {
  /// The node's index in the sampler's nodes (see ``Sampler/nodes``).
  var node: Int
  /// The view key (`data-view`).
  var key: String
  /// The parent element's index, or `nil` at the top level.
  var parent: Int?
  /// Whether it is drawn in the root overlay.
  var isOverlay: Bool
  /// Its static style: the end state (after every animator has ended).
  var style: [WebTrack.Declaration]
  /// The static style of the box holding its children (scroll offset), if it has children.
  var contentStyle: [WebTrack.Declaration]?
  /// The static style of its image placeholder, for image views with a drawable size.
  var imageStyle: [WebTrack.Declaration]?
  /// Text shown in it.
  var text: String?
  /// Its animations, in plan order (later ones win on the same property, as in Android).
  var tracks: [WebTrack]
}
