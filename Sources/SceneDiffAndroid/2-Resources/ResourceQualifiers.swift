import SceneDiffCore

/// The configuration qualifiers of one resource folder name (`values-land-w820dp-v21`), and
/// Android's rules for choosing among folders that define the same resource.
///
/// SceneDiff's device is a phone in the default locale (`en-US`), day mode, touch screen, no
/// keyboard: qualifiers for other locales, night mode, other UI modes and keyboards never
/// match; the rest are compared with the ``Device``.
struct ResourceQualifiers: Sendable, Hashable {
  /// `-ldltr` (false) or `-ldrtl` (true).
  var isRightToLeft: Bool?
  /// `-swNNNdp`.
  var smallestWidth: Int?
  /// `-wNNNdp`.
  var width: Int?
  /// `-hNNNdp`.
  var height: Int?
  /// `-port` (false) or `-land` (true).
  var isLandscape: Bool?
  /// The density in dpi (`-xhdpi` = 320, `-420dpi`), 0xFFFF for `-nodpi`, 0xFFFE for
  /// `-anydpi`.
  var densityDpi: Int?
  /// `-vNN`.
  var version: Int?
  /// Whether some qualifier can never match SceneDiff's device (another locale, `-night`,
  /// `-television`, `-keysexposed`…).
  var neverMatches = false

  /// `-nodpi`.
  static let noDensity = 0xFFFF
  /// `-anydpi`.
  static let anyDensity = 0xFFFE

  /// No qualifiers (the default folder).
  init() {}

  /// Parses the qualifiers after the type in a folder name (`["land", "v21"]`); `nil` when one
  /// is not a qualifier Android knows.
  init?(_ parts: some Sequence<Substring>) {
    for part in parts {
      guard read(part.lowercased()) else { return nil }
    }
  }

  /// Records one lowercased qualifier; `false` when it is not one Android knows.
  private mutating func read(_ text: String) -> Bool {
    if let value = Self.number(text, prefix: "sw", suffix: "dp") {
      smallestWidth = value
    } else if let value = Self.number(text, prefix: "w", suffix: "dp") {
      width = value
    } else if let value = Self.number(text, prefix: "h", suffix: "dp") {
      height = value
    } else if let value = Self.number(text, prefix: "v", suffix: "") {
      version = value
    } else if let value = Self.number(text, prefix: "", suffix: "dpi") {
      densityDpi = value
    } else if let bucket = SceneDevice.buckets.first(where: { $0.name == text }) {
      densityDpi = bucket.dpi
    } else {
      switch text {
      case "ldltr": isRightToLeft = false
      case "ldrtl": isRightToLeft = true
      case "port": isLandscape = false
      case "land": isLandscape = true
      case "nodpi": densityDpi = Self.noDensity
      case "anydpi": densityDpi = Self.anyDensity
      case "notnight", "notround", "notlong", "normal", "small", "finger", "nokeys",
        "keyshidden", "nonav", "navhidden", "en", "b+en", "mcc310", "mnc260":
        break  // true of SceneDiff's phone, or too weak to change the choice
      case "rus", "r+us": break
      case "night", "round", "long", "large", "xlarge", "car", "desk", "television",
        "appliance", "watch", "vrheadset", "notouch", "stylus", "keysexposed", "keyssoft",
        "qwerty", "12key", "navexposed", "dpad", "trackball", "wheel", "square",
        "widecg", "highdr", "lowdr", "nowidecg":
        neverMatches = true
      default:
        if Self.isLocale(text) { neverMatches = true } else { return false }
      }
    }
    return true
  }

  /// Whether a folder with these qualifiers can be used on `device`.
  func matches(_ device: Device) -> Bool {
    if neverMatches { return false }
    if let isRightToLeft, isRightToLeft != device.isRightToLeft { return false }
    if let smallestWidth, smallestWidth > device.smallestWidthDp { return false }
    if let width, width > device.widthDp { return false }
    if let height, height > device.heightDp { return false }
    if let isLandscape, isLandscape != device.isLandscape { return false }
    if let version, version > device.apiLevel { return false }
    return true
  }

  /// The index of the candidate Android picks for `device` (`ResTable`'s elimination order:
  /// layout direction, smallest width, width, height, orientation, density, version), or
  /// `nil` when none matches.
  static func best(_ candidates: [ResourceQualifiers], for device: Device) -> Int? {
    var remaining = candidates.indices.filter { candidates[$0].matches(device) }
    guard !remaining.isEmpty else { return nil }
    func narrow<Value: Comparable>(_ value: (ResourceQualifiers) -> Value?) {
      let values = remaining.compactMap { value(candidates[$0]) }
      guard let best = values.max() else { return }
      remaining = remaining.filter { value(candidates[$0]) == best }
    }
    narrow { $0.isRightToLeft.map { _ in 1 } }
    narrow(\.smallestWidth)
    narrow(\.width)
    narrow(\.height)
    narrow { $0.isLandscape.map { _ in 1 } }
    if remaining.contains(where: { candidates[$0].densityDpi != nil }) {
      let target = device.densityDpi
      let scored = remaining.map { ($0, densityScore(candidates[$0].densityDpi, target)) }
      let best = scored.map(\.1).min() ?? 0
      remaining = scored.filter { $0.1 == best }.map(\.0)
    }
    narrow(\.version)
    return remaining.first
  }

  /// How well a folder density serves `target` dpi; lower is better.
  ///
  /// An exact match, then
  /// `anydpi`, then the nearest higher density (scaled down), then the nearest lower one,
  /// then `nodpi`; an unqualified folder counts as mdpi.
  private static func densityScore(_ dpi: Int?, _ target: Int) -> Int {
    let value = dpi ?? 160
    switch value {
    case target: return 0
    case anyDensity: return 1
    case noDensity: return 3_000_000
    case target...: return 10 + (value - target)
    default: return 1_000_000 + (target - value)
    }
  }

  private static func number(_ text: String, prefix: String, suffix: String) -> Int? {
    guard text.hasPrefix(prefix), text.hasSuffix(suffix),
      text.count > prefix.count + suffix.count
    else { return nil }
    let digits = text.dropFirst(prefix.count).dropLast(suffix.count)
    guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), digits.count <= 6 else { return nil }
    return Int(digits)
  }

  /// A two- or three-letter language (`fr`, `b+sr+Latn`), optionally with `-rXX` handled as a
  /// separate part.
  private static func isLocale(_ text: String) -> Bool {
    if text.hasPrefix("b+") { return true }
    if text.count == 3, text.hasPrefix("r") { return true }
    return (2...3).contains(text.count) && text.allSatisfy { $0.isASCII && $0.isLetter }
  }
}
