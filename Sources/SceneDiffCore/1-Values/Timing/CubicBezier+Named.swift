extension CubicBezier {
  /// `CAMediaTimingFunctionName.linear`, CSS `linear`: (0, 0), (1, 1).
  public static let linear = CubicBezier(named: "linear", 0, 0, 1, 1)
  /// `CAMediaTimingFunctionName.easeIn`, CSS `ease-in`: (0.42, 0), (1, 1).
  public static let easeIn = CubicBezier(named: "easeIn", 0.42, 0, 1, 1)
  /// `CAMediaTimingFunctionName.easeOut`, CSS `ease-out`: (0, 0), (0.58, 1).
  public static let easeOut = CubicBezier(named: "easeOut", 0, 0, 0.58, 1)
  /// `CAMediaTimingFunctionName.easeInEaseOut`, CSS `ease-in-out`: (0.42, 0), (0.58, 1).
  ///
  /// UIKit's default `.curveEaseInOut` is commonly taken to be this curve (not documented by
  /// Apple).
  public static let easeInEaseOut = CubicBezier(named: "easeInEaseOut", 0.42, 0, 0.58, 1)
  /// `CAMediaTimingFunctionName.default`, CSS `ease`: (0.25, 0.1), (0.25, 1).
  public static let systemDefault = CubicBezier(named: "default", 0.25, 0.1, 0.25, 1)

  /// The named curves by their Apple name.
  static let appleNames: [String: CubicBezier] = [
    "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInEaseOut": .easeInEaseOut,
    "default": .systemDefault,
  ]

  /// The named curves by their CSS keyword.
  static let cssKeywords: [String: CubicBezier] = [
    "linear": .linear, "ease-in": .easeIn, "ease-out": .easeOut, "ease-in-out": .easeInEaseOut,
    "ease": .systemDefault,
  ]

  /// A named curve by its `CAMediaTimingFunctionName` (`"easeInEaseOut"`, `"default"`), or
  /// `nil` for any other name.
  ///
  /// Names are case-sensitive: `linear`, `easeIn`, `easeOut`, `easeInEaseOut`, `default`.
  public init?(appleName: String) {
    guard let curve = CubicBezier.appleNames[appleName] else { return nil }
    self = curve
  }

  /// A named curve by its CSS keyword (`"ease-in-out"`, `"ease"`), or `nil` for any other
  /// keyword.
  ///
  /// Keywords are case-sensitive: `linear`, `ease`, `ease-in`, `ease-out`, `ease-in-out`. The
  /// curve keeps its Apple name (`ease` is Apple's `default`).
  public init?(cssKeyword: String) {
    guard let curve = CubicBezier.cssKeywords[cssKeyword] else { return nil }
    self = curve
  }
}
