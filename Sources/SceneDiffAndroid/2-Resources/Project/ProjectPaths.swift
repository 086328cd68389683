import Foundation

/// Path arithmetic for project mode, on strings, keeping relative paths relative.
enum ProjectPaths {
  /// `folder/name`, without a leading `./`.
  static func join(_ folder: String, _ name: String) -> String {
    if folder.isEmpty || folder == "." { return name }
    return folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// `path` with `.` segments removed and `x/..` pairs folded (`app/../lib` → `lib`).
  static func normalised(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
        continue
      }
      parts.append(part)
    }
    let joined = parts.joined(separator: "/")
    if path.hasPrefix("/") { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  /// Absolute `path` written relative to absolute folder `base` (`/a/b/c` from `/a` is `b/c`,
  /// from `/a/d` it is `../b/c`).
  static func relative(_ path: String, to base: String) -> String {
    let target = path.split(separator: "/")
    let from = base.split(separator: "/")
    var common = 0
    while common < target.count && common < from.count && target[common] == from[common] {
      common += 1
    }
    let up = Array(repeating: "..", count: from.count - common)
    let parts = up + target[common...].map(String.init)
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }

  /// Whether `path` is `folder` or inside it (both written the same way, relative or absolute).
  static func isInside(_ path: String, _ folder: String) -> Bool {
    let path = normalised(path)
    let folder = normalised(folder)
    if folder == "." { return !path.hasPrefix("..") && !path.hasPrefix("/") }
    return path == folder || path.hasPrefix(folder + "/")
  }
}
