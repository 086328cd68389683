import Foundation
import SceneDiffCore

/// Finding the `res/` folder above a resource file.
enum ResourcePaths {
  /// The folder two levels above `path` (`res/` for `res/layout/main.xml`) when the file's
  /// own folder passes `isResourceType`, otherwise `nil`.
  ///
  /// The path is kept as written when it names the file's folder (`res/layout/main.xml` gives
  /// `res`, `layout/main.xml` gives `.`); a bare file name, or one reached through `..`, is
  /// resolved from the current directory (`main.xml` inside `res/layout` gives `…/res`).
  static func parentFolder(
    ofFileAt path: String,
    where isResourceType: (String) -> Bool
  ) -> String? {
    let written = FilePaths.folder(of: path)
    let writtenName = (written as NSString).lastPathComponent
    if !written.isEmpty && writtenName != "." && writtenName != ".." {
      guard isResourceType(writtenName) else { return nil }
      let res = FilePaths.folder(of: written)
      return res.isEmpty ? "." : res
    }
    let folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
    guard isResourceType(folder.lastPathComponent) else { return nil }
    return folder.deletingLastPathComponent().path
  }

  /// The `res/` folder of a file in any resource-type folder (`res/transition/a.xml` gives
  /// `res`), by the same rules as ``parentFolder(ofFileAt:where:)``.
  static func resFolder(ofFileAt path: String) -> String {
    parentFolder(ofFileAt: path) { _ in true } ?? "."
  }

  /// The `res/` tree that holds a file, or `nil` when the file's own folder is not a resource
  /// folder: its name must be a resource type Android knows (`transition`, `anim`, `values`…),
  /// with or without qualifiers (`animator-v21`).
  ///
  /// A file outside such a folder (`~/Desktop/fade.xml`) is in no `res/` tree, so the folder
  /// above it — whatever it holds — is not read as one.
  static func resTree(ofFileAt path: String) -> String? {
    parentFolder(ofFileAt: path) { name in
      let type = name.split(separator: "-", maxSplits: 1).first.map(String.init) ?? name
      return type == "values" || ResourceResolver.fileTypes.contains(type)
    }
  }
}
