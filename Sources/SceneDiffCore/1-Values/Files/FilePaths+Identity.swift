import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FilePaths {
  /// One spelling for every path that names the same file: absolute, with `.`, `..`, repeated
  /// slashes and symbolic links resolved (`realpath(3)`).
  ///
  /// A relative path is taken from the current directory. A path that does not exist resolves
  /// its deepest existing folder and keeps the rest as written, standardized; so two spellings
  /// of one missing file still agree. Compare files with this, never with the text of their
  /// paths: `layout/a.xml`, `./layout/a.xml`, `/abs/res/layout/a.xml`, `res/../res/layout/a.xml`
  /// and a link to it are one file. Never printed: outputs name files as the user wrote them.
  ///
  /// - Parameter path: A file or folder path.
  /// - Returns: The canonical absolute path.
  package static func canonical(_ path: String) -> String {
    let absolute =
      path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    if let resolved = realpath(absolute, nil) {
      defer { free(resolved) }
      return String(cString: resolved)
    }
    // Missing: resolve the folder that exists, then add the rest standardized.
    let folder = self.folder(of: absolute)
    let name = (absolute as NSString).lastPathComponent
    guard folder != absolute, !folder.isEmpty, folder != "/" else {
      return (absolute as NSString).standardizingPath
    }
    let base = canonical(folder)
    switch name {
    case "", ".": return base
    case "..": return self.folder(of: base)
    default: return base == "/" ? "/" + name : base + "/" + name
    }
  }

  /// Whether two paths name the same file (see ``canonical(_:)``).
  package static func sameFile(_ a: String, _ b: String) -> Bool {
    a == b || canonical(a) == canonical(b)
  }
}
