import Foundation
import SceneDiffCore
import SceneDiffXML

extension ResourceResolver {
  /// The motion theme the Material patterns of a transition file take their durations from.
  ///
  /// The app theme is `option` (`--theme`), else the `<application android:theme>` of the
  /// `AndroidManifest.xml` next to the `res/` folder. Its style chain (app styles, then their
  /// parents) decides the defaults — a `Theme.Material3…`/`ThemeOverlay.Material3…` ancestor
  /// gives ``MaterialMotionTheme/material3``, a `Theme.MaterialComponents…` one
  /// ``MaterialMotionTheme/materialComponents``, any other theme none of the attributes — and
  /// `motionDuration*` and `motionEasing*Interpolator` items in the app's styles override them,
  /// nearest style first (``materialEasing(_:_:)``). Without
  /// any theme SceneDiff assumes Material3, the family new MDC-Android apps use.
  func materialMotionTheme(option: String?, _ diagnostics: inout [Diagnostic])
    -> MaterialMotionTheme
  {
    guard let name = option.map(Self.styleName) ?? manifestTheme(&diagnostics) else {
      return .material3
    }
    var chain: [Style] = []
    var next: StyleName? = StyleName(name)
    var base: MaterialMotionTheme?
    while let current = next, chain.count < Self.maxReferenceDepth, base == nil {
      base = Self.materialFamily(current.name)
      guard base == nil, let style = repository.style(current) else { break }
      chain.append(style)
      next = style.parent
    }
    var theme = base ?? MaterialMotionTheme(name: name, durationsMs: [:], easings: [:])
    for style in chain.reversed() {
      for token in MaterialDurationToken.allCases {
        guard let item = style.items[.app(token.rawValue)],
          let value = try? integer(item.value, at: item.location, attribute: token.rawValue)
        else { continue }
        theme.durationsMs[token] = value
        theme.name = name
      }
      for token in MaterialEasingToken.allCases {
        guard let item = style.items[.app(token.rawValue)] else { continue }
        theme.easings[token] = materialEasing(item, &diagnostics)
        theme.name = name
      }
    }
    return theme
  }

  /// The defaults of a style name SceneDiff knows as a Material theme family.
  private static func materialFamily(_ name: String) -> MaterialMotionTheme? {
    if name.hasPrefix("Theme.Material3") || name.hasPrefix("ThemeOverlay.Material3") {
      return .material3
    }
    if name.hasPrefix("Theme.MaterialComponents")
      || name.hasPrefix("ThemeOverlay.MaterialComponents")
    {
      return .materialComponents
    }
    return nil
  }

  /// `@style/X`, `style/X` or `X` as the style name `X`.
  static func styleName(_ text: String) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    for prefix in ["@style/", "style/"] where trimmed.hasPrefix(prefix) {
      return String(trimmed.dropFirst(prefix.count))
    }
    return trimmed
  }

  /// The app theme the manifest next to the `res/` folder names, if there is one.
  func manifestTheme(_ diagnostics: inout [Diagnostic]) -> String? {
    guard let resFolder = repository.folders.first else { return nil }
    let path = (FilePaths.parent(ofFolder: resFolder) as NSString)
      .appendingPathComponent("AndroidManifest.xml")
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    do {
      let manifest = try XMLDocumentReader.read(file: path)
      let application = manifest.children.first { $0.name == "application" }
      return application?.attribute("theme", namespace: XMLNamespace.android).map {
        Self.styleName($0.value)
      }
    } catch {
      diagnostics.append(error.diagnostic)
      return nil
    }
  }
}
