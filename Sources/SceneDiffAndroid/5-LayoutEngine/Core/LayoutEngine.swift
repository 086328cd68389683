import SceneDiffCore

/// Measures and lays out inflated views inside a scene root the size of the device (§2.5).
///
/// The scene root is a FrameLayout of exactly the device's size with no padding; the layout's
/// root view (or a `<merge>` layout's views) are its children, measured with EXACTLY specs and
/// placed by FrameLayout's rules, as `Scene.getSceneForLayout` inflates a layout into a
/// full-screen scene root.
enum LayoutEngine {
  /// The outcome of one layout pass.
  struct Result: Sendable {
    /// The root's children with their measured sizes and frames.
    var views: [LayoutNode]
    /// Whether the measure budget ran out (the sizes are then incomplete).
    var isTooComplex: Bool
    /// Measure calls made.
    var measureCount: Int
  }

  /// Lays `views` out in a scene root of `device`'s size.
  static func layOut(_ views: [LayoutNode], on device: Device) -> Result {
    var root = LayoutNode(
      className: "FrameLayout",
      kind: .frame(FrameProperties()),
      params: LayoutParams(width: .matchParent, height: .matchParent)
    )
    root.isRightToLeft = device.isRightToLeft
    root.children = views
    var context = LayoutContext(device: device)
    root.measure(.exactly(device.width), .exactly(device.height), &context)
    root.layout(
      PixelBounds(left: 0, top: 0, right: device.width, bottom: device.height),
      &context
    )
    return Result(
      views: root.children,
      isTooComplex: context.isExhausted,
      measureCount: context.measureCount
    )
  }
}
