/// The screen a scene was laid out for: its size in pixels and its density.
///
/// Written `WIDTHxHEIGHT@DENSITY` (`1080x2340@2.75`: 1080 × 2340 px at 2.75 px per dp or
/// point), as the native format's `device` attribute and the `--device` option take it. Android
/// layouts record the device they were laid out for; native scenes may name one.
public struct SceneDevice: Sendable, Hashable, CustomStringConvertible {
  /// The width in pixels (> 0).
  public var width: Int
  /// The height in pixels (> 0).
  public var height: Int
  /// Pixels per density-independent unit (Android dp, Apple point).
  public var density: Double

  /// Creates a device description.
  public init(width: Int, height: Int, density: Double) {
    self.width = width
    self.height = height
    self.density = density
  }

  /// Parses `WIDTHxHEIGHT@DENSITY`.
  ///
  /// Sizes are whole pixels; the density is a number (`2.75`), a dpi (`440dpi`) or an Android
  /// bucket name (`xxhdpi`). `nil` when the text is not of that form or a value is out of range
  /// (sizes 1…100000 px, density 0.1…10).
  public init?(_ text: String) {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return nil }
    let size = parts[0].split(separator: "x", omittingEmptySubsequences: false)
    guard size.count == 2,
      size.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let width = Int(size[0]), let height = Int(size[1]),
      (1...100_000).contains(width), (1...100_000).contains(height),
      let density = SceneDevice.density(String(parts[1])), (0.1...10).contains(density)
    else { return nil }
    self.init(width: width, height: height, density: density)
  }

  /// What ``init(_:)`` accepts, for diagnostics.
  public static let expectedForm =
    "WIDTHxHEIGHT@DENSITY such as 1080x2340@2.75 (1…100000 px, density 0.1…10, a dpi such "
    + "as 440dpi or a bucket such as xxhdpi)"

  /// `WIDTHxHEIGHT@DENSITY`, the form ``init(_:)`` reads.
  public var description: String {
    "\(width)x\(height)@\(JSONValue.format(density))"
  }

  /// Android's density buckets and their dpi (`DisplayMetrics.DENSITY_*`).
  package static let buckets: [(name: String, dpi: Int)] = [
    ("ldpi", 120), ("mdpi", 160), ("tvdpi", 213), ("hdpi", 240), ("xhdpi", 320),
    ("xxhdpi", 480), ("xxxhdpi", 640),
  ]

  private static func density(_ text: String) -> Double? {
    if let bucket = buckets.first(where: { $0.name == text }) { return Double(bucket.dpi) / 160 }
    if text.hasSuffix("dpi"), let dpi = Int(text.dropLast(3)), dpi > 0 {
      return Double(dpi) / 160
    }
    guard let value = DecimalNumber.parse(text), value > 0 else { return nil }
    return value
  }
}
