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

  /// The Material 3 type scale of MDC 1.14.0 (`typography/res/values/tokens.xml`, `styles.xml`).
  ///
  /// `(name, AppCompat parent, size sp, line height sp, letter spacing em, medium,
  /// emphasized medium, emphasized letter spacing)`; `sans-serif` unless medium.
  private static let material3Scale: [(String, String, Int, Int, String, Bool, Bool, String)] = [
    ("DisplayLarge", "Display3", 57, 64, "-0.00438596", false, true, "0"),
    ("DisplayMedium", "Display2", 45, 52, "0", false, true, "0"),
    ("DisplaySmall", "Display1", 36, 44, "0", false, true, "0"),
    ("HeadlineLarge", "Display1", 32, 40, "0", false, true, "0"),
    ("HeadlineMedium", "Headline", 28, 36, "0", false, true, "0"),
    ("HeadlineSmall", "Title", 24, 32, "0", false, true, "0"),
    ("TitleLarge", "Title", 22, 28, "0", false, true, "0"),
    ("TitleMedium", "Subhead", 16, 24, "0.009375", true, false, "0.009375"),
    ("TitleSmall", "Subhead", 14, 20, "0.00714286", true, false, "0.00714286"),
    ("BodyLarge", "Body2", 16, 24, "0.03125", false, true, "0.009375"),
    ("BodyMedium", "Body1", 14, 20, "0.01785714", false, true, "0.01785714"),
    ("BodySmall", "Caption", 12, 16, "0.03333333", false, true, "0.03333333"),
    ("LabelLarge", "Body1", 14, 20, "0.00714286", true, false, "0.00714286"),
    ("LabelMedium", "Caption", 12, 16, "0.04166667", true, false, "0.04166667"),
    ("LabelSmall", "Caption", 11, 16, "0.04545455", true, false, "0.04545455"),
  ]

  /// `TextAppearance.Material3.*` and their `.Emphasized` variants.
  ///
  /// Each stands on its `TextAppearance.M3.Sys.Typescale.*` token style as MDC writes them;
  /// `lineHeight` is given both as `app:` and `android:` items, as MDC does.
  static let material3: [BuiltInStyleDefinition] = material3Scale.flatMap {
    name,
    parent,
    size,
    line,
    spacing,
    medium,
    emphasized,
    emphasizedSpacing in
    func items(_ medium: Bool, _ spacing: String) -> [(String, String)] {
      let font = medium ? "sans-serif-medium" : "sans-serif"
      return [
        ("android:textSize", "\(size)sp"), ("android:fontFamily", font), ("fontFamily", font),
        ("android:letterSpacing", spacing), ("lineHeight", "\(line)sp"),
        ("android:lineHeight", "\(line)sp"), ("android:textAllCaps", "false"),
      ]
    }
    let token = "TextAppearance.M3.Sys.Typescale.\(name)"
    return [
      BuiltInStyleDefinition(
        token,
        parent: "TextAppearance.AppCompat.\(parent)",
        items(medium, spacing)
      ),
      BuiltInStyleDefinition(
        token + ".Emphasized",
        parent: "TextAppearance.AppCompat.\(parent)",
        items(emphasized, emphasizedSpacing)
      ),
      BuiltInStyleDefinition("TextAppearance.Material3.\(name)", parent: token),
      BuiltInStyleDefinition(
        "TextAppearance.Material3.\(name).Emphasized",
        parent: token + ".Emphasized"
      ),
    ]
  }
}
