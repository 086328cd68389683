/// The safe-area insets of an iPhone or iPad screen in portrait, in points.
///
/// The numbers are the reference's table (`interface-builder.md` §1.2), which cites
/// useyourloaf.com "Supporting iPhone X" (X family 44/34), flutter_device_preview's
/// `device_frame` device files (14 Pro and 15/16 families 59/34, 16 Pro 62/34), csl.cool's
/// 2023 layout-adaptation notes (59/34) and hacknicity's iPhone 14 notes (390 × 844 and
/// 428 × 926: 47/34). Apple publishes no table; `Docs/interface-builder.md` lists the choice.
/// Landscape (width > height) moves a notched phone's top inset to both sides and keeps 21 at
/// the bottom; a phone without a notch hides its status bar in landscape (0 everywhere); an
/// iPad keeps its portrait insets.
package struct IBDeviceInsets: Sendable, Hashable {
  /// Top inset.
  package var top: Double
  /// Left inset.
  package var left: Double
  /// Bottom inset.
  package var bottom: Double
  /// Right inset.
  package var right: Double

  /// No insets.
  package static let zero = IBDeviceInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// Portrait top and bottom insets by `<device id>` (ids whose screens share a size with
  /// another family keep their own numbers: `retina6_1` 48, `retina5_4` 50).
  private static let byID: [String: (top: Double, bottom: Double)] = [
    "retina3_5": (20, 0), "retina4_0": (20, 0), "retina4_7": (20, 0), "retina5_5": (20, 0),
    "retina5_9": (44, 34), "retina6_1": (48, 34), "retina6_5": (44, 34), "retina5_4": (50, 34),
    "retina6_12": (59, 34), "retina6_72": (47, 34), "ipad9_7": (20, 0), "ipad10_2": (20, 0),
    "ipad10_5": (20, 0), "ipad12_9": (20, 0), "ipad10_9": (24, 20), "ipad11_0rounded": (24, 20),
    "ipad12_9rounded": (24, 20), "ipad13_0rounded": (24, 20),
  ]

  /// Portrait top and bottom insets by portrait size in points, for `--device` sizes.
  private static let bySize: [(width: Double, height: Double, top: Double, bottom: Double)] = [
    (320, 480, 20, 0), (320, 568, 20, 0), (375, 667, 20, 0), (414, 736, 20, 0),
    (375, 812, 44, 34), (414, 896, 44, 34), (390, 844, 47, 34), (428, 926, 47, 34),
    (393, 852, 59, 34), (430, 932, 59, 34), (402, 874, 62, 34), (440, 956, 62, 34),
    (768, 1024, 20, 0), (810, 1080, 20, 0), (834, 1112, 20, 0), (1024, 1366, 20, 0),
    (820, 1180, 24, 20), (834, 1194, 24, 20), (1032, 1376, 24, 20),
  ]

  /// The insets of a design device id at a size (the size decides the orientation).
  package static func device(id: String, width: Double, height: Double) -> IBDeviceInsets? {
    guard let portrait = byID[id] else { return nil }
    return oriented(portrait, width: width, height: height)
  }

  /// The insets of a screen size, or `nil` when the table has no such screen.
  package static func screen(width: Double, height: Double) -> IBDeviceInsets? {
    let short = min(width, height)
    let long = max(width, height)
    guard let entry = bySize.first(where: { $0.width == short && $0.height == long }) else {
      return nil
    }
    return oriented((entry.top, entry.bottom), width: width, height: height)
  }

  private static func oriented(
    _ portrait: (top: Double, bottom: Double),
    width: Double,
    height: Double
  ) -> IBDeviceInsets {
    guard width > height else {
      return IBDeviceInsets(top: portrait.top, left: 0, bottom: portrait.bottom, right: 0)
    }
    let isPad = min(width, height) >= 700
    if isPad {
      return IBDeviceInsets(top: portrait.top, left: 0, bottom: portrait.bottom, right: 0)
    }
    guard portrait.bottom > 0 else { return .zero }
    return IBDeviceInsets(top: 0, left: portrait.top, bottom: 21, right: portrait.top)
  }
}
