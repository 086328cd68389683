import Foundation
import SceneDiffCore
import SceneDiffXML

/// Which app theme a layout is inflated with, and whether the app supports RTL.
///
/// In order: the theme the caller names (`--theme`); the `<application android:theme>` of the
/// `AndroidManifest.xml` next to the `res/` folder (in project mode, then its module's and the
/// modules' it is merged with); otherwise a default chosen by the widgets
/// the layout uses — `Theme.MaterialComponents.Light` when it names a
/// `com.google.android.material` class, `Theme.AppCompat.Light` for other AndroidX or support
/// classes, and the framework's `Theme.Material.Light` otherwise.
struct ThemeSelection {
  /// The theme's style reference as written, and where.
  var reference: AttributeValue
  /// Why this theme (for notes): `--theme`, the manifest, or the default rule.
  var source: Source
  /// `<application android:supportsRtl>` (true when not given, as for new apps).
  var supportsRtl = true

  /// Where a theme came from.
  enum Source: Sendable, Equatable {
    /// The caller named it.
    case option
    /// The manifest names it.
    case manifest(String)
    /// SceneDiff's default for the layout's widgets.
    case defaultForWidgets
  }

  /// Picks the theme for a layout whose views are `views`, reading the first of `manifests`
  /// (that exist) whose `<application>` names a theme.
  static func choose(
    option: String?,
    manifests: [String],
    views: [InflatedElement],
    diagnostics: inout [Diagnostic]
  ) -> ThemeSelection {
    var supportsRtl = true
    var manifestTheme: AttributeValue?
    var manifestPath: String?
    for path in manifests where manifestTheme == nil && FileManager.default.fileExists(atPath: path)
    {
      do {
        let manifest = try XMLDocumentReader.read(file: path)
        guard let application = manifest.children.first(where: { $0.name == "application" })
        else { continue }
        if let theme = application.attribute("theme", namespace: XMLNamespace.android) {
          manifestTheme = AttributeValue(theme.value, at: theme.valueLocation)
          manifestPath = path
        }
        if let rtl = application.attribute("supportsRtl", namespace: XMLNamespace.android) {
          supportsRtl = rtl.value != "false"
        }
      } catch {
        diagnostics.append(error.diagnostic)
      }
    }
    if let option {
      return ThemeSelection(
        reference: AttributeValue(normalized(option), at: nil),
        source: .option,
        supportsRtl: supportsRtl
      )
    }
    if let manifestTheme, let manifestPath {
      return ThemeSelection(
        reference: manifestTheme,
        source: .manifest(manifestPath),
        supportsRtl: supportsRtl
      )
    }
    return ThemeSelection(
      reference: AttributeValue(defaultTheme(for: views), at: nil),
      source: .defaultForWidgets,
      supportsRtl: supportsRtl
    )
  }

  /// `AppTheme` → `@style/AppTheme`, `android:Theme.X` → `@android:style/Theme.X`.
  static func normalized(_ text: String) -> String {
    if text.hasPrefix("@") || text.hasPrefix("?") { return text }
    if text.hasPrefix("android:") { return "@android:style/" + text.dropFirst("android:".count) }
    return "@style/" + text
  }

  /// The default theme for a layout using `views`' classes.
  static func defaultTheme(for views: [InflatedElement]) -> String {
    var names: [String] = []
    func collect(_ element: InflatedElement) {
      names.append(element.className)
      element.children.forEach(collect)
    }
    views.forEach(collect)
    if names.contains(where: { $0.hasPrefix("com.google.android.material.") }) {
      return "@style/Theme.MaterialComponents.Light"
    }
    if names.contains(where: { $0.hasPrefix("androidx.") || $0.hasPrefix("android.support.") }) {
      return "@style/Theme.AppCompat.Light"
    }
    return "@android:style/Theme.Material.Light"
  }

  /// Whether `chain` is a Material Components theme (`<Button>` is then a MaterialButton).
  static func isMaterial(_ chain: [Style]) -> Bool {
    chain.contains { !$0.isFramework && $0.name.hasPrefix("Base.Theme.MaterialComponents") }
  }
}
