import Foundation
import SceneDiffCore

/// Says precisely why a reference did not resolve, for users who point SceneDiff at part of an
/// app: where else in the source tree the resource is defined, or whose theme attribute it is.
///
/// * `missing-resource`: the `res/` folders of other modules of the same tree (up to four
///   levels above the layout's `res/`, as `app/src/main/res` sits in a project) that define
///   it, with the `--res` to pass; when none does, the folders searched.
/// * `missing-theme-attribute`: an attribute the AppCompat or Material Components theme sets,
///   read under a theme that is not one (with how the theme was chosen); or one no built-in
///   theme knows, which only the app's or a library's own theme can set.
struct MissingResourceHints {
  /// The `res/` folders searched, highest priority first.
  var folders: [String]
  /// The layout's own `res/` folder, if it is in one.
  var resFolder: String?
  /// How the theme was chosen.
  var themeSource: ThemeSelection.Source

  /// `diagnostics` with the hints added to the messages they concern (before a lenient
  /// warning's closing `; --lenient uses …`, which stays last).
  func annotate(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.map { diagnostic in
      var hint = ""
      switch diagnostic.code {
      case "missing-resource":
        if let reference = Self.quoted(diagnostic.message).first {
          hint = resourceHint(reference)
        }
      case "missing-theme-attribute":
        // "theme 'T' does not define '?attr/x'": the attribute is the second quote.
        let quoted = Self.quoted(diagnostic.message)
        if quoted.count >= 2 { hint = attributeHint(quoted[1]) }
      default: break
      }
      // Without a hint the message stays as it is: nothing to split, search or insert.
      guard !hint.isEmpty else { return diagnostic }
      var annotated = diagnostic
      if let lenient = annotated.message.range(of: "; --lenient uses ") {
        annotated.message.insert(contentsOf: hint, at: lenient.lowerBound)
      } else {
        annotated.message += hint
      }
      return annotated
    }
  }

  /// The `'…'`-quoted texts of a message, in order.
  private static func quoted(_ message: String) -> [String] {
    let parts = message.split(separator: "'", omittingEmptySubsequences: false)
    return stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
  }

  // MARK: - Resources

  private func resourceHint(_ text: String) -> String {
    guard let reference = ResourceReference(text), reference.package == nil else { return "" }
    for folder in folders {
      let qualified = Self.definingSubfolders(folder, reference)
      guard !qualified.isEmpty else { continue }
      return "; only \(qualified.map { "'\($0)/'" }.joined(separator: ", ")) of '\(folder)' "
        + "define\(qualified.count == 1 ? "s" : "") it, which this device does not select "
        + "(another --device, or a value in an unqualified folder, would give it)"
    }
    let searched = Set(folders.map(ProjectPaths.normalised))
    let others = otherResFolders().filter { !searched.contains(ProjectPaths.normalised($0)) }
    if let found = others.first(where: { Self.defines($0, reference) }) {
      return "; '\(found)' defines it (another module's res/, not merged here: no Gradle "
        + "build lists it for this layout); pass --res \(found)"
    }
    let names = folders.prefix(3).joined(separator: ", ")
    return "; searched \(folders.count) res/ folder\(folders.count == 1 ? "" : "s") (\(names)"
      + "\(folders.count > 3 ? ", …" : "")) and no other res/ folder nearby defines it: the "
      + "app's values files for it are not in this tree"
  }

  /// The most directory entries ``otherResFolders()`` looks at: a hint is worth a few
  /// milliseconds, not a walk of a home folder (a layout four levels below `/tmp` or `$HOME`).
  static let entryBudget = 10_000

  /// `res` folders of the source tree around the layout's, in path order.
  private func otherResFolders() -> [String] {
    guard let resFolder else { return [] }
    var top = ProjectPaths.normalised(resFolder)
    for _ in 0..<4 { top = (top as NSString).deletingLastPathComponent }
    guard !top.isEmpty, top != "/" else { return [] }
    return Self.resFolders(under: top, budget: Self.entryBudget)
  }

  /// The `res` folders under `top` (breadth first, at most six levels down, hidden, `build`
  /// and `node_modules` folders skipped), after looking at no more than `budget` directory
  /// entries in all.
  static func resFolders(under top: String, budget: Int) -> [String] {
    var found: [String] = []
    var queue: [(String, Int)] = [(top, 0)]
    var next = 0
    var examined = 0
    while next < queue.count, examined < budget {
      let (folder, depth) = queue[next]
      next += 1
      guard
        let names = try? FileManager.default.contentsOfDirectory(atPath: folder).sorted()
      else { continue }
      for name in names where !name.hasPrefix(".") && name != "build" && name != "node_modules" {
        examined += 1
        guard examined <= budget else { break }
        let path = ProjectPaths.join(folder, name)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
          isDirectory.boolValue
        else { continue }
        if name == "res" {
          found.append(path)
        } else if depth < 6 {
          queue.append((path, depth + 1))
        }
      }
    }
    return found
  }

  /// Whether `res` defines `reference`: a file `type*/name.*`, or a `name="…"` value in a
  /// `values*/` file.
  private static func defines(_ res: String, _ reference: ResourceReference) -> Bool {
    !definingSubfolders(res, reference).isEmpty
  }

  /// The subfolders of `res` that define `reference` (`values-w600dp`, `layout-land`), sorted.
  private static func definingSubfolders(_ res: String, _ reference: ResourceReference)
    -> [String]
  {
    let manager = FileManager.default
    guard let subfolders = try? manager.contentsOfDirectory(atPath: res) else { return [] }
    var found: [String] = []
    for subfolder in subfolders.sorted() {
      let path = ProjectPaths.join(res, subfolder)
      guard let files = try? manager.contentsOfDirectory(atPath: path) else { continue }
      if subfolder == reference.type || subfolder.hasPrefix(reference.type + "-") {
        if files.contains(where: {
          $0.split(separator: ".").first.map(String.init) == reference.name
        }) {
          found.append(subfolder)
          continue
        }
      }
      guard subfolder == "values" || subfolder.hasPrefix("values-") else { continue }
      for file in files where file.hasSuffix(".xml") {
        guard let text = try? String(contentsOfFile: ProjectPaths.join(path, file), encoding: .utf8)
        else { continue }
        if text.contains("name=\"\(reference.name)\"") {
          found.append(subfolder)
          break
        }
      }
    }
    return found
  }

  // MARK: - Theme attributes

  private func attributeHint(_ text: String) -> String {
    let name = text.split(separator: "/").last.map(String.init) ?? text
    let isFramework = text.hasPrefix("?android:")
    let key: AttributeKey = isFramework ? .android(name) : .app(name)
    let chosen: String
    switch themeSource {
    case .option: chosen = "given with --theme"
    case .manifest(let path): chosen = "from \(path)"
    case .defaultForWidgets:
      chosen = "SceneDiff's default for the layout's widgets, as no AndroidManifest.xml names one"
    }
    for (family, theme) in [
      ("Material Components", "Theme.MaterialComponents.Light"),
      ("Material 3", "Theme.Material3.Light"),
      ("AppCompat", "Theme.AppCompat.Light"),
    ] {
      guard let style = BuiltInResources.shared.style(StyleName(theme, isFramework: false)),
        Self.sets(style, key)
      else { continue }
      return "; it is a \(family) theme attribute, and this theme (\(chosen)) is not a "
        + "\(family) theme: pass --theme with the app's theme"
    }
    return "; neither the framework, AppCompat nor Material Components themes set it, so it "
      + "is the app's or a library's own attribute, set by a theme (\(chosen)) whose values "
      + "are not in the res/ folders"
  }

  /// Whether `style` or one of its built-in parents sets `key`.
  static func sets(_ style: Style, _ key: AttributeKey) -> Bool {
    var current: Style? = style
    var steps = 0
    while let found = current, steps < 32 {
      if found.items[key] != nil { return true }
      current = found.parent.flatMap { BuiltInResources.shared.style($0) }
      steps += 1
    }
    return false
  }
}
