import SceneDiffCore

/// `UIView.ContentMode` names as Interface Builder writes them, mapped to the native format's
/// image scale types.
///
/// scaleToFill and redraw stretch (`fitXY`), scaleAspectFit fits (`fitCenter`),
/// scaleAspectFill covers (`centerCrop`), center is `center`; the top-left anchor is Android's
/// identity matrix (`matrix`). The other anchors (top, bottom, left, right and the other
/// corners) draw the image unscaled like `center` and are taken as `center`: the native format
/// has no edge-anchored unscaled type, so their position is approximate (Docs/interface-builder.md).
package enum IBContentMode {
  /// Every content mode name and its scale type.
  package static let scaleTypes: [(name: String, scaleType: ScaleType)] = [
    ("scaleToFill", .fitXY), ("redraw", .fitXY), ("scaleAspectFit", .fitCenter),
    ("scaleAspectFill", .centerCrop), ("center", .center), ("topLeft", .matrix),
    ("TopLeft", .matrix), ("top", .center), ("bottom", .center), ("left", .center),
    ("right", .center), ("topRight", .center), ("bottomLeft", .center),
    ("bottomRight", .center),
  ]

  /// The scale type of a content mode name, `nil` when the name is unknown.
  package static func scaleType(_ name: String) -> ScaleType? {
    scaleTypes.first { $0.name == name }?.scaleType
  }
}
