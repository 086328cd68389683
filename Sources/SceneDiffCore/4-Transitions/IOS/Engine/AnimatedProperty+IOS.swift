extension AnimatedProperty {
  /// A UIKit view's frame, `[left, top, right, bottom]` in its parent: the layout box without
  /// the transform (UIKit's `bounds` size at its `center`), interpolated in `Double` and never
  /// rounded to a pixel grid.
  public static let frame = AnimatedProperty(rawValue: "frame")
  /// A UIKit view's `alpha` (Core Animation's `opacity`): replaces the scene's `alpha` while it
  /// runs, interpolated in `Double`.
  public static let opacity = AnimatedProperty(rawValue: "opacity")
  /// A flip about the view's vertical centre axis, in degrees, drawn with a camera 1000 points
  /// away (Docs/ios-transition-format.md): positive angles bring the right edge toward the
  /// viewer.
  ///
  /// A snapshot turned more than 90° away shows its back, which is not drawn.
  public static let flipY = AnimatedProperty(rawValue: "flipY")
  /// A flip about the view's horizontal centre axis, in degrees: positive angles bring the
  /// bottom edge toward the viewer.
  public static let flipX = AnimatedProperty(rawValue: "flipX")
  /// The part of a snapshot still drawn, view-local `[left, top, right, bottom]` (the page-curl
  /// and `moveIn` approximations), interpolated in `Double`.
  public static let visibleRect = AnimatedProperty(rawValue: "visibleRect")

  /// The properties iOS animators give, evaluated in `Double` without a pixel grid.
  package static let unrounded: Set<AnimatedProperty> = [
    .frame, .opacity, .flipX, .flipY, .visibleRect,
  ]
}
