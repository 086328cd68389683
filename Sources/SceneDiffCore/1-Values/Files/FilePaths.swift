/// Path arithmetic on strings, for the folders a file's resources live in.
public enum FilePaths {
  /// The folder part of `path`, as `NSString.deletingLastPathComponent` defines it:
  /// `res/layout/main.xml` → `res/layout`, `/main.xml` → `/`, `main.xml` → `""`.
  ///
  /// Written out because swift-corelibs-foundation traps on a one-character path without a
  /// slash (`.` or `a`), which a `res/` folder given as `.` reaches.
  public static func folder(of path: String) -> String {
    if let folder = asciiFolder(of: path) { return folder }
    var trimmed = Substring(path)
    // `!dropFirst().isEmpty` is `count > 1` without counting every character of the path.
    while !trimmed.dropFirst().isEmpty && trimmed.hasSuffix("/") { trimmed.removeLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    var folder = trimmed[..<slash]
    while folder.hasSuffix("/") { folder.removeLast() }
    return folder.isEmpty ? "/" : String(folder)
  }

  /// ``folder(of:)`` of an ASCII path, found on its bytes; `nil` for any other path.
  ///
  /// In ASCII every byte is a character except CR LF, which is one, and no step here splits
  /// it: a slash is never part of a longer character.
  private static func asciiFolder(of path: String) -> String? {
    var path = path
    return path.withUTF8 { bytes -> String? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      let slash = UInt8(ascii: "/")
      var end = bytes.count
      while end > 1 && bytes[end - 1] == slash { end -= 1 }
      guard let last = bytes[..<end].lastIndex(of: slash) else { return "" }
      var folderEnd = last
      while folderEnd > 0 && bytes[folderEnd - 1] == slash { folderEnd -= 1 }
      return folderEnd == 0 ? "/" : String(decoding: bytes[..<folderEnd], as: UTF8.self)
    }
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
