/// Path arithmetic on strings, for the folders a file's resources live in.
public enum FilePaths {
  /// The folder part of `path`, as `NSString.deletingLastPathComponent` defines it:
  /// `res/layout/main.xml` → `res/layout`, `/main.xml` → `/`, `main.xml` → `""`.
  ///
  /// Written out because swift-corelibs-foundation traps on a one-character path without a
  /// slash (`.` or `a`), which a `res/` folder given as `.` reaches.
  public static func folder(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    var folder = trimmed[..<slash]
    while folder.hasSuffix("/") { folder.removeLast() }
    return folder.isEmpty ? "/" : String(folder)
  }

  /// The folder that holds `folder`: `app/src/main/res` → `app/src/main`, `res` → `.`,
  /// `.` and `""` (the current directory) → `..`, `../..` → `../../..`.
  public static func parent(ofFolder folder: String) -> String {
    switch lastComponent(folder) {
    case nil: return folder.hasPrefix("/") ? "/" : ".."
    case ".":
      let rest = self.folder(of: folder)
      return rest.isEmpty ? ".." : parent(ofFolder: rest)
    case "..": return folder + "/.."
    default:
      let parent = self.folder(of: folder)
      return parent.isEmpty ? "." : parent
    }
  }

  /// `path.split(separator: "/").last`: for an ASCII path (nearly all) found by stepping back
  /// over its bytes, where every byte is a `Character`; otherwise by splitting, where a slash
  /// followed by a combining mark is no slash.
  private static func lastComponent(_ path: String) -> Substring? {
    let bytes = path.utf8
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return path.split(separator: "/").last }
    let slash = UInt8(ascii: "/")
    var end = bytes.endIndex
    while end > bytes.startIndex, bytes[bytes.index(before: end)] == slash {
      end = bytes.index(before: end)
    }
    guard end > bytes.startIndex else { return nil }
    var start = end
    while start > bytes.startIndex, bytes[bytes.index(before: start)] != slash {
      start = bytes.index(before: start)
    }
    return path[start..<end]
  }
}
