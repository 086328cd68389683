import Foundation
import SceneDiffCore
import SceneDiffXML

/// Every resource a layout can reach, chosen for one device: the app's `res/` folders (and any
/// added with `--res`), then SceneDiff's built-in framework, AppCompat and Material
/// Components values (``BuiltInResources``).
///
/// Values come from `values*/` files (`dimen`, `integer`, `string`, `color`, `bool`, `style`,
/// `fraction`, `drawable`, `item type=…`); files from the other folders (`layout*/`,
/// `drawable*/`, `mipmap*/`, `color*/`…). Where several qualifier folders define the same
/// resource, the one Android would pick for the device wins (``ResourceQualifiers``); where
/// several `res/` folders define it, the first folder wins.
package struct ResourceRepository: Sendable {
  /// The `res/` folders in lookup order.
  var folders: [String]
  /// The device resources are chosen for.
  var device: Device
  /// Problems found while reading the folders (malformed values files, unknown qualifiers).
  var diagnostics: [Diagnostic] = []
  /// Which reading of the folders this is: shared by the copies of one repository (the ones
  /// ``ResourceRepositoryCache`` gives again), different for every repository built.
  private(set) var identity = ResourceRepositoryIdentity()

  /// A value, style or file defined in one qualifier folder.
  struct Candidate<Value: Sendable>: Sendable {
    /// The folder's qualifiers.
    var qualifiers: ResourceQualifiers
    /// Which `res/` folder (index into ``ResourceRepository/folders``); built-ins come last.
    var folder: Int
    /// The value.
    var value: Value
  }

  /// `type/name` of a resource.
  struct Key: Sendable, Hashable {
    /// The type: `dimen`, `string`, `layout`, `drawable` and so on.
    var type: String
    /// The name.
    var name: String
  }

  /// Values by key.
  var values: [Key: [Candidate<ResourceItem>]] = [:]
  /// Styles by name.
  var styles: [String: [Candidate<Style>]] = [:]
  /// Files by key (`layout/scene1`, `drawable/ic_launcher`).
  var files: [Key: [Candidate<String>]] = [:]

  /// Reads `folders` for `device`.
  ///
  /// Unreadable folders and files are reported in
  /// ``diagnostics``; everything readable is kept. A folder is listed and its values files
  /// read again unless nothing it read has changed since the last time
  /// (``ResourceFolderScanCache``); parsing them is skipped when they are exactly as they were
  /// for an earlier repository of the same folders (``ResourceRepositoryCache``).
  init(folders: [String], device: Device) {
    let scans = folders.map(ResourceFolderScanCache.shared.scan)
    self = ResourceRepositoryCache.shared.repository(scans, device: device) {
      ResourceRepository(scans: scans, device: device)
    }
  }

  /// Indexes the scanned folders `scans` for `device`.
  private init(scans: [ResourceFolderScan], device: Device) {
    self.folders = scans.map(\.folder)
    self.device = device
    for (index, scan) in scans.enumerated() {
      read(scan, index: index)
    }
  }

  /// The best value of resource `type/name` (`dimen/spacing_medium`), or of the framework's
  /// (`@android:dimen/x`) when `isFramework`.
  func value(_ type: String, _ name: String, isFramework: Bool) -> ResourceItem? {
    if isFramework {
      return BuiltInResources.shared.value(type, name, isFramework: true, device: device)
    }
    if let found = best(values[Key(type: type, name: name)]) { return found }
    return BuiltInResources.shared.value(type, name, isFramework: false, device: device)
  }

  /// The style `name` (app styles first, then the built-in library and framework styles).
  func style(_ name: StyleName) -> Style? {
    if !name.isFramework, let found = best(styles[name.name]) { return found }
    return BuiltInResources.shared.style(name)
  }

  /// The best file for `type/name` (`layout/scene1`, `drawable/ic_launcher`): its path and the
  /// density of its folder in dpi (`nil` for folders without a density qualifier, 0xFFFF for
  /// `nodpi`).
  func file(_ type: String, _ name: String) -> (path: String, densityDpi: Int?)? {
    let key = Key(type: type, name: name)
    guard let candidates = firstFolder(files[key]),
      let index = ResourceQualifiers.best(candidates.map(\.qualifiers), for: device)
    else { return nil }
    return (candidates[index].value, candidates[index].qualifiers.densityDpi)
  }

  /// Every name defined for `type` (for "did you mean" suggestions), app and built-in, in no
  /// particular order and possibly repeated: ``Suggestion/closest(to:in:)`` needs neither.
  func names(_ type: String) -> [String] {
    var names: [String] = []
    for key in values.keys where key.type == type { names.append(key.name) }
    for key in files.keys where key.type == type { names.append(key.name) }
    if type == "style" { names.append(contentsOf: styles.keys) }
    names.append(contentsOf: BuiltInResources.shared.names(type))
    return names
  }

  /// The value Android picks among `candidates`: those of the first folder that defines it,
  /// then the best qualifiers for the device.
  private func best<Value>(_ candidates: [Candidate<Value>]?) -> Value? {
    guard let candidates = firstFolder(candidates),
      let index = ResourceQualifiers.best(candidates.map(\.qualifiers), for: device)
    else { return nil }
    return candidates[index].value
  }

  private func firstFolder<Value>(_ candidates: [Candidate<Value>]?) -> [Candidate<Value>]? {
    guard let candidates, let first = candidates.map(\.folder).min() else { return nil }
    return candidates.filter { $0.folder == first }
  }

  // MARK: - Reading folders

  /// Indexes one scanned `res/` folder: its `values*/` files are parsed, other folders' files
  /// listed.
  private mutating func read(_ scan: ResourceFolderScan, index: Int) {
    guard scan.isReadable else {
      diagnostics.append(
        Diagnostic(
          .error,
          at: nil,
          code: "unreadable-resources",
          "cannot read the resource folder '\(scan.folder)'"
        )
      )
      return
    }
    for subfolder in scan.subfolders {
      guard let qualifiers = subfolder.qualifiers else {
        diagnostics.append(
          Diagnostic(
            .warning,
            at: nil,
            code: "unknown-qualifier",
            "resource folder '\(subfolder.path)' has a qualifier SceneDiff does not know; it is "
              + "skipped"
          )
        )
        continue
      }
      var values = subfolder.values.makeIterator()
      for name in subfolder.files {
        let file = (subfolder.path as NSString).appendingPathComponent(name)
        if subfolder.type == "values" {
          if name.hasSuffix(".xml"), let bytes = values.next() {
            readValues(file, bytes, qualifiers, index)
          }
        } else {
          let resource = Self.resourceName(name)
          files[Key(type: subfolder.type, name: resource), default: []].append(
            Candidate(qualifiers: qualifiers, folder: index, value: file)
          )
        }
      }
    }
  }

  /// `ic_launcher.png` → `ic_launcher`, `frame.9.png` → `frame`.
  static func resourceName(_ file: String) -> String {
    if file.hasSuffix(".9.png") { return String(file.dropLast(6)) }
    // An ASCII name (nearly all) is searched byte by byte; others by `Character`, where a dot
    // followed by a combining mark is no dot.
    let found =
      file.utf8.allSatisfy { $0 < 0x80 }
      ? file.utf8.firstIndex(of: UInt8(ascii: ".")) : file.firstIndex(of: ".")
    guard let dot = found else { return file }
    return String(file[..<dot])
  }

  /// The folder types of a `res/` tree.
  static let folderTypes: Set<String> = [
    "values", "layout", "drawable", "mipmap", "color", "anim", "animator", "menu", "transition",
    "interpolator", "font", "xml", "raw", "navigation",
  ]

  /// Parses one values file; a malformed one is reported and skipped.
  private mutating func readValues(
    _ file: String,
    _ bytes: Result<[UInt8], XMLError>,
    _ qualifiers: ResourceQualifiers,
    _ index: Int
  ) {
    let root: LocatedElement
    do {
      root = try XMLDocumentReader.parse(bytes.get(), file: file)
    } catch {
      diagnostics.append(error.diagnostic)
      return
    }
    guard root.name == "resources" else {
      diagnostics.append(
        Diagnostic(
          .warning,
          at: root.location,
          code: "not-a-values-file",
          "values file root is <\(root.name)>, not <resources>; it is skipped"
        )
      )
      return
    }
    for element in root.children {
      for (key, item) in ValuesFileReader.items(element) {
        values[key, default: []].append(
          Candidate(qualifiers: qualifiers, folder: index, value: item)
        )
      }
      if let style = ValuesFileReader.style(element) {
        styles[style.name, default: []].append(
          Candidate(qualifiers: qualifiers, folder: index, value: style)
        )
      }
    }
  }
}
