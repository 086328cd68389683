import SceneDiffCore

/// `app:layout_scrollFlags` of an AppBarLayout child.
struct AppBarScrollFlags: OptionSet, Sendable, Hashable {
  /// The flag bits (AppBarLayout's constants).
  var rawValue: Int

  /// `scroll`.
  static let scroll = AppBarScrollFlags(rawValue: 0x1)
  /// `exitUntilCollapsed`.
  static let exitUntilCollapsed = AppBarScrollFlags(rawValue: 0x2)
  /// `enterAlways`.
  static let enterAlways = AppBarScrollFlags(rawValue: 0x4)
  /// `enterAlwaysCollapsed`.
  static let enterAlwaysCollapsed = AppBarScrollFlags(rawValue: 0x8)
  /// `snap`.
  static let snap = AppBarScrollFlags(rawValue: 0x10)
  /// `snapMargins`.
  static let snapMargins = AppBarScrollFlags(rawValue: 0x20)

  /// The words `app:layout_scrollFlags` accepts.
  static let words: [(String, AppBarScrollFlags)] = [
    ("scroll", .scroll), ("exitUntilCollapsed", .exitUntilCollapsed),
    ("enterAlways", .enterAlways), ("enterAlwaysCollapsed", .enterAlwaysCollapsed),
    ("snap", .snap), ("snapMargins", .snapMargins), ("noScroll", []),
  ]
}
