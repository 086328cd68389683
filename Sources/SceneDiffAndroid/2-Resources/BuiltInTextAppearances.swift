import SceneDiffCore

/// The text appearances of the framework (`TextAppearance.Material.*`), AppCompat
/// (`TextAppearance.AppCompat.*`, `Base.TextAppearance.AppCompat.*`) and Material Components
/// (`TextAppearance.MaterialComponents.*`), `android-layout.md` §10.
///
/// Sizes in sp; "medium" is `fontFamily="sans-serif-medium"`. Material Components letter
/// spacings are the library's own values (em).
enum BuiltInTextAppearances {
  /// `(suffix, size sp, medium, all caps)` shared by the framework and AppCompat families.
  private static let classic: [(String, Int, Bool, Bool)] = [
    ("", 14, false, false), ("Display4", 112, false, false), ("Display3", 56, false, false),
    ("Display2", 45, false, false), ("Display1", 34, false, false),
    ("Headline", 24, false, false), ("Title", 20, true, false), ("Subhead", 16, false, false),
    ("Body2", 14, true, false), ("Body1", 14, false, false), ("Caption", 12, false, false),
    ("Button", 14, true, true), ("Menu", 14, true, false), ("Large", 22, false, false),
    ("Medium", 18, false, false), ("Small", 14, false, false),
    ("Widget.ActionBar.Title", 20, true, false), ("Widget.ActionBar.Subtitle", 16, false, false),
    ("Widget.Toolbar.Title", 20, true, false), ("Widget.Toolbar.Subtitle", 16, false, false),
    ("Widget.Button", 14, true, true), ("Widget.TextView", 14, false, false),
  ]

  /// Names with `.Inverse` variants (same size, other colour).
  private static let inverted: Set<String> = [
    "", "Display4", "Display3", "Display2", "Display1", "Headline", "Title", "Subhead", "Body2",
    "Body1", "Caption", "Large", "Medium", "Small", "Menu",
  ]

  private static func items(_ size: Int, _ medium: Bool, _ caps: Bool) -> [(String, String)] {
    var items = [("android:textSize", "\(size)sp")]
    if medium { items.append(("android:fontFamily", "sans-serif-medium")) }
    if caps { items.append(("android:textAllCaps", "true")) }
    return items
  }

  private static func family(_ prefix: String, root: String) -> [BuiltInStyleDefinition] {
    var result: [BuiltInStyleDefinition] = []
    for (suffix, size, medium, caps) in classic {
      let name = suffix.isEmpty ? prefix : "\(prefix).\(suffix)"
      result.append(
        BuiltInStyleDefinition(name, parent: suffix.isEmpty ? "" : root, items(size, medium, caps))
      )
      if inverted.contains(suffix) {
        result.append(BuiltInStyleDefinition(name + ".Inverse", parent: name))
      }
    }
    return result
  }

  /// The framework family.
  static let framework: [BuiltInStyleDefinition] =
    family("TextAppearance.Material", root: "android:TextAppearance.Material")
    + [BuiltInStyleDefinition("TextAppearance", parent: "", items(14, false, false))]

  /// Material Components: `(suffix, size sp, medium, caps, letter spacing em)`.
  private static let material: [(String, Int, Bool, Bool, String)] = [
    ("Headline1", 96, false, false, "-0.015625"), ("Headline2", 60, false, false, "-0.00833333333"),
    ("Headline3", 48, false, false, "0"), ("Headline4", 34, false, false, "0.00735294118"),
    ("Headline5", 24, false, false, "0"), ("Headline6", 20, true, false, "0.0125"),
    ("Subtitle1", 16, false, false, "0.009375"), ("Subtitle2", 14, true, false, "0.00714285714"),
    ("Body1", 16, false, false, "0.03125"), ("Body2", 14, false, false, "0.0178571429"),
    ("Button", 14, true, true, "0.0892857143"), ("Caption", 12, false, false, "0.0333333333"),
    ("Overline", 10, false, true, "0.166666667"),
  ]

  /// AppCompat and Material Components.
  static let library: [BuiltInStyleDefinition] =
    family("TextAppearance.AppCompat", root: "TextAppearance.AppCompat")
    + family("Base.TextAppearance.AppCompat", root: "Base.TextAppearance.AppCompat")
    + material.map { suffix, size, medium, caps, spacing in
      BuiltInStyleDefinition(
        "TextAppearance.MaterialComponents.\(suffix)",
        parent: "TextAppearance.AppCompat",
        items(size, medium, caps) + [("android:letterSpacing", spacing)]
      )
    }
    + [
      BuiltInStyleDefinition(
        "TextAppearance.MaterialComponents",
        parent: "TextAppearance.AppCompat"
      )
    ]
}
