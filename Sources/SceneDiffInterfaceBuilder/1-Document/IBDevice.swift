/// An Interface Builder design device (`<device id>`): its portrait size in points and scale.
///
/// Sizes follow the reference's table (`interface-builder.md` §1.2); scales are Apple's
/// published scale factors of those phones and iPads (Human Interface Guidelines, "Layout",
/// device screen sizes). The scene's size comes from the root view's stored frame, not from
/// here; the scale becomes the scene's density.
package struct IBDevice: Sendable, Hashable {
  /// The `<device id>`, such as `retina6_1`.
  package var id: String
  /// Portrait width in points.
  package var width: Double
  /// Portrait height in points.
  package var height: Double
  /// Pixels per point.
  package var scale: Double

  /// The device of an id, or `nil` when the table does not know it.
  package static func named(_ id: String) -> IBDevice? {
    table.first { $0.id == id }
  }

  /// Every known device id.
  package static let table: [IBDevice] = [
    IBDevice(id: "retina3_5", width: 320, height: 480, scale: 2),
    IBDevice(id: "retina4_0", width: 320, height: 568, scale: 2),
    IBDevice(id: "retina4_7", width: 375, height: 667, scale: 2),
    IBDevice(id: "retina5_5", width: 414, height: 736, scale: 3),
    IBDevice(id: "retina5_9", width: 375, height: 812, scale: 3),
    IBDevice(id: "retina6_1", width: 414, height: 896, scale: 2),
    IBDevice(id: "retina6_5", width: 414, height: 896, scale: 3),
    IBDevice(id: "retina5_4", width: 375, height: 812, scale: 3),
    IBDevice(id: "retina6_12", width: 393, height: 852, scale: 3),
    IBDevice(id: "retina6_72", width: 428, height: 926, scale: 3),
    IBDevice(id: "ipad9_7", width: 768, height: 1024, scale: 2),
    IBDevice(id: "ipad10_2", width: 810, height: 1080, scale: 2),
    IBDevice(id: "ipad10_5", width: 834, height: 1112, scale: 2),
    IBDevice(id: "ipad10_9", width: 820, height: 1180, scale: 2),
    IBDevice(id: "ipad11_0rounded", width: 834, height: 1194, scale: 2),
    IBDevice(id: "ipad12_9", width: 1024, height: 1366, scale: 2),
    IBDevice(id: "ipad12_9rounded", width: 1024, height: 1366, scale: 2),
    IBDevice(id: "ipad13_0rounded", width: 1032, height: 1376, scale: 2),
  ]
}
