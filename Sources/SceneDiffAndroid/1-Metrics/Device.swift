import SceneDiffCore

/// The screen an Android layout is laid out for: its size in pixels, its density and its layout
/// direction.
///
/// A layout's root view is measured EXACTLY at the device size (the scene root), as
/// `Scene.getSceneForLayout` does with a full-screen scene root; `dp` values become pixels at
/// ``density`` with Android's rounding. Written `WIDTHxHEIGHT@DENSITY`, as the `--device`
/// option takes it: `1080x2340@2.75` is 1080 × 2340 px at 2.75 px per dp (440 dpi).
public struct Device: Sendable, Hashable, CustomStringConvertible {
  /// The width in pixels (> 0).
  public var width: Int
  /// The height in pixels (> 0).
  public var height: Int
  /// Pixels per dp: the display's dpi divided by 160 (`DisplayMetrics.density`).
  public var density: Double
  /// Whether the locale lays out right to left (`start` is the right edge).
  public var isRightToLeft: Bool
  /// The platform API level, for `-vNN` resource qualifiers.
  public var apiLevel: Int

  /// SceneDiff's default phone: 1080 × 1920 px at 2.625 (420 dpi), a 411 × 731 dp window, the
  /// size `android-layout.md` §2.5 proposes.
  public static let defaultPhone = Device(width: 1080, height: 1920, density: 2.625)

  /// The API level assumed when none is given (Android 14).
  public static let defaultAPILevel = 34

  /// Creates a device.
  public init(
    width: Int,
    height: Int,
    density: Double,
    isRightToLeft: Bool = false,
    apiLevel: Int = Device.defaultAPILevel
  ) {
    self.width = width
    self.height = height
    self.density = density
    self.isRightToLeft = isRightToLeft
    self.apiLevel = apiLevel
  }

  /// Parses `WIDTHxHEIGHT@DENSITY` (see ``/SceneDiffCore/SceneDevice/init(_:)``).
  public init?(_ text: String) {
    guard let screen = SceneDevice(text) else { return nil }
    self.init(width: screen.width, height: screen.height, density: screen.density)
  }

  /// What ``init(_:)`` accepts, for diagnostics.
  public static var expectedForm: String { SceneDevice.expectedForm }

  /// `WIDTHxHEIGHT@DENSITY`, the form ``init(_:)`` reads.
  public var description: String { screen.description }

  /// The screen as scenes record it: size and density.
  public var screen: SceneDevice { SceneDevice(width: width, height: height, density: density) }

  /// The density as a 32-bit float, as Android's `DisplayMetrics` holds it.
  var densityFloat: Float { Float(density) }

  /// The density in dots per inch (`DisplayMetrics.densityDpi`), rounded to a whole number.
  var densityDpi: Int { Int((density * 160).rounded()) }

  /// Physical dots per inch for `pt`, `in` and `mm`: SceneDiff takes `160 × density`, since a
  /// described device has no physical screen.
  var xdpi: Float { Float(density * 160) }

  /// The width in dp (`Configuration.screenWidthDp`: pixels / density, truncated).
  var widthDp: Int { Int(Float(width) / densityFloat) }

  /// The height in dp (`Configuration.screenHeightDp`).
  var heightDp: Int { Int(Float(height) / densityFloat) }

  /// The smaller of ``widthDp`` and ``heightDp`` (`smallestScreenWidthDp`).
  var smallestWidthDp: Int { min(widthDp, heightDp) }

  /// Whether the screen is wider than tall (the `-land` qualifier).
  var isLandscape: Bool { width > height }
}
