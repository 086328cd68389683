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
}
