import Foundation
import SceneDiffCore
import SceneDiffXML

/// What one module's Android source folders hold that a user of SceneDiff looks for: themes,
/// transition managers, navigation graphs and layouts (`scenediff project`).
public struct GradleModuleContents: Sendable, Hashable {
  /// The module.
  public var module: GradleModule
  /// The modules whose resources its layouts see, highest priority first (Gradle paths).
  public var overlay: [String]
  /// `<style>`s whose name or parent names a theme (`Theme.`, `ThemeOverlay.`, `AppTheme`),
  /// sorted, each once.
  public var themes: [String]
  /// The `android:theme` values its manifests give the application and activities, in order.
  public var manifestThemes: [String]
  /// Files whose root is `<transitionManager>`.
  public var transitionManagers: [String]
  /// Files in `navigation*/` folders.
  public var navigationGraphs: [String]
  /// The number of layout files in `layout*/` folders.
  public var layoutCount: Int

  /// Lists the contents of `module` of `project`.
  public init(_ module: GradleModule, in project: GradleProject) {
    self.module = module
    overlay = project.overlayOrder(for: module).map(\.path)
    var themes = Set<String>()
    var managers: [String] = []
    var graphs: [String] = []
    var layouts = 0
    for res in module.resourceFolders {
      for (folder, file) in Self.files(in: res) {
        let type = folder.split(separator: "-").first.map(String.init) ?? folder
        switch type {
        case "values": themes.formUnion(Self.themeNames(in: file))
        case "transition" where Self.rootName(file) == "transitionManager": managers.append(file)
        case "navigation": graphs.append(file)
        case "layout": layouts += 1
        default: break
        }
      }
    }
    self.themes = themes.sorted()
    manifestThemes = module.manifests.flatMap(Self.manifestThemes)
    transitionManagers = managers
    navigationGraphs = graphs
    layoutCount = layouts
  }

  /// `(folder name, file path)` of every `.xml` file one level inside `res`, sorted.
  static func files(in res: String) -> [(String, String)] {
    let manager = FileManager.default
    let folders = ((try? manager.contentsOfDirectory(atPath: res)) ?? []).sorted()
    return folders.filter { !$0.hasPrefix(".") }.flatMap { folder in
      let path = ProjectPaths.join(res, folder)
      let names = ((try? manager.contentsOfDirectory(atPath: path)) ?? []).sorted()
      return names.filter { $0.hasSuffix(".xml") }.map { (folder, ProjectPaths.join(path, $0)) }
    }
  }

  /// The root element's name of an XML file, or `nil` when it cannot be read.
  static func rootName(_ file: String) -> String? {
    (try? XMLDocumentReader.read(file: file))?.name
  }

  /// Names of the theme styles a values file defines.
  static func themeNames(in file: String) -> [String] {
    guard let root = try? XMLDocumentReader.read(file: file), root.name == "resources" else {
      return []
    }
    return root.children.filter { $0.name == "style" }.compactMap { style in
      guard let name = style.attribute("name")?.value else { return nil }
      let parent = style.attribute("parent")?.value ?? ""
      return Self.isThemeName(name) || Self.isThemeName(parent) ? name : nil
    }
  }

  /// Whether a style name reads as a theme's.
  static func isThemeName(_ name: String) -> Bool {
    let bare = name.split(separator: "/").last.map(String.init) ?? name
    return bare.hasPrefix("Theme.") || bare.hasPrefix("ThemeOverlay.") || bare.hasSuffix("Theme")
      || bare.hasPrefix("AppTheme") || bare.contains(".Theme.")
  }

  /// The `android:theme` values of a manifest's `<application>` and `<activity>` elements.
  static func manifestThemes(_ file: String) -> [String] {
    guard let root = try? XMLDocumentReader.read(file: file),
      let application = root.children.first(where: { $0.name == "application" })
    else { return [] }
    let elements = [application] + application.children.filter { $0.name == "activity" }
    return elements.compactMap { $0.attribute("theme", namespace: XMLNamespace.android)?.value }
  }
}
