import Foundation

/// The process's answers of ``GradleProject/root(containing:)``, each kept with the stamps of
/// the folders it depends on and given again while they hold: a batch of layouts of one app
/// does not walk up to `/` for every file.
///
/// The rule: the answer for a path (made absolute from the current directory, which is part of
/// the key for a relative path) depends on the folders the path goes through, symbolic links
/// included, and on which folders from the file's own up to the answer hold a settings script.
/// A kept answer is given again only when `stat(2)` of every prefix of the absolute path as
/// written (`/`, `/a`, `/a/b`, … the path itself) and of every folder looked in gives the same
/// ``FileStamp``: a link replaced, a folder renamed or a settings script added or removed
/// changes the stamp of the folder that holds it. An answer is kept only when every one of
/// those was last changed more than ``FileStamp/settleSeconds`` before the walk began, every
/// prefix exists, the path does not start with `~`, and no settings name in a folder looked in
/// was an entry `fileExists` calls missing (a link to nothing could come to point at a file
/// unseen). Anything else is looked up again, as before this cache.
///
/// A path whose last component is a plain file name (``split(_:)``) and which does not lead
/// to a folder is answered from its folder's walk, kept by the same rule under the folder's
/// path as written: a walk from a file starts in the folder that holds it, so every file of one
/// folder has the same answer, and the layouts of an app's `layout/` folder share one walk.
/// Whether the path leads to a folder is asked again at every call (one `stat(2)` of the
/// standardized path), so a file replaced by a folder is walked from as before.
///
/// Holds at most ``capacity`` answers in each table (``StampedCache``); safe from any thread.
final class GradleRootCache: Sendable {
  /// The process's cache.
  static let shared = GradleRootCache()

  /// The most answers remembered.
  static let capacity = 256

  private let table = StampedCache<StampedPathKey, String?>(capacity: GradleRootCache.capacity)

  /// The answers of walks that start in a file's folder, by that folder as written.
  private let folderTable = StampedCache<StampedPathKey, FolderWalk>(
    capacity: GradleRootCache.capacity
  )

  /// A walk from a folder: its answer, and the folder standardized (where it started).
  private struct FolderWalk: Sendable {
    var root: String?
    var folder: String
  }

  /// ``GradleProject/root(containing:)``: the kept answer when its stamps still hold,
  /// otherwise the walk's (kept when it may be).
  func root(containing path: String) -> String? {
    if let written = Self.split(path) {
      let (folder, name) = written
      // Standardizing removes `.` and `..` components by their text, so the path standardizes
      // to its written folder's standardized path and the name; when that is not a folder,
      // the walk from the path starts in that folder.
      let key = StampedPathKey(folder)
      let walk = folderTable.value(key) {
        let walk = GradleProject.walkUp(from: folder, startsInPath: true)
        let found = FolderWalk(root: walk.root, folder: walk.folders[0])
        return (found, walk.isCacheable ? key.stamps(lookingIn: walk.folders) : nil)
      }
      if !Self.isFolder(walk.folder == "/" ? "/" + name : walk.folder + "/" + name) {
        return walk.root
      }
    }
    let key = StampedPathKey(path)
    return table.value(key) {
      let walk = GradleProject.walkUp(from: path)
      let isCacheable = walk.isCacheable && !path.hasPrefix("~")
      return (walk.root, isCacheable ? key.stamps(lookingIn: walk.folders) : nil)
    }
  }

  /// The folder and the name of `path` as written (`a/b/c.xml` → `a/b` and `c.xml`, `c.xml` →
  /// `.` and `c.xml`, `/c.xml` → `/` and `c.xml`), or `nil` unless `path` is printable ASCII
  /// not starting with `~` (the home folder) and its last component a plain name: ASCII
  /// letters, digits, `.`, `_`, `-` and `+`, not `.` or `..`.
  static func split(_ path: String) -> (folder: String, name: String)? {
    var path = path
    return path.withUTF8 { bytes -> (folder: String, name: String)? in
      guard let first = bytes.first, first != UInt8(ascii: "~") else { return nil }
      var nameStart = 0
      for index in bytes.indices {
        guard bytes[index] >= 0x20, bytes[index] < 0x7F else { return nil }
        if bytes[index] == UInt8(ascii: "/") { nameStart = index + 1 }
      }
      let name = UnsafeBufferPointer(rebasing: bytes[nameStart...])
      let isDots = name.count <= 2 && name.allSatisfy { $0 == UInt8(ascii: ".") }
      guard !name.isEmpty, !isDots, name.allSatisfy(isPlain) else { return nil }
      let folder =
        nameStart == 0
        ? "."
        : nameStart == 1
          ? "/"
          : String(
            decoding: UnsafeBufferPointer(rebasing: bytes[..<(nameStart - 1)]),
            as: UTF8.self
          )
      return (folder, String(decoding: name, as: UTF8.self))
    }
  }

  /// Whether `byte` may be in a plain file name.
  private static func isPlain(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        || byte == UInt8(ascii: "+")
    }
  }

  /// Whether `path` is a folder (or a link to one), as the walk asks.
  private static func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// `/`, `/a`, `/a/b` and `/a/b/c` for `/a/b/c`: each component's path as written (`.` and
  /// `..` kept, so that each is stat'ed through the links the walk's standardization goes
  /// through; repeated slashes are one).
  static func prefixes(of absolute: String) -> [String] {
    // Nearly every path is ASCII, starts with `/` and has no `//`: each prefix is then the
    // text before one of its slashes, and the path itself unless it ends with one.
    let slash = UInt8(ascii: "/")
    guard absolute.utf8.first == slash else { return prefixesByComponent(of: absolute) }
    var prefixes = ["/"]
    var previous = slash
    for index in absolute.utf8.indices.dropFirst() {
      let byte = absolute.utf8[index]
      if byte >= 0x80 || (byte == slash && previous == slash) {
        return prefixesByComponent(of: absolute)
      }
      if byte == slash { prefixes.append(String(absolute[..<index])) }
      previous = byte
    }
    if previous != slash { prefixes.append(absolute) }
    return prefixes
  }

  /// ``prefixes(of:)`` component by component, for any path.
  private static func prefixesByComponent(of absolute: String) -> [String] {
    var prefixes = ["/"]
    var current = ""
    guard absolute.utf8.allSatisfy({ $0 < 0x80 }) else {
      // By `Character`: a slash followed by a combining mark is no separator.
      for component in absolute.split(separator: "/", omittingEmptySubsequences: true) {
        current += "/" + component
        prefixes.append(current)
      }
      return prefixes
    }
    // In ASCII every byte is a character: components are split at the slash byte, and each
    // prefix joins them with one slash, as written.
    var utf8 = Substring(absolute).utf8
    while let start = utf8.firstIndex(where: { $0 != UInt8(ascii: "/") }) {
      let end = utf8[start...].firstIndex(of: UInt8(ascii: "/")) ?? utf8.endIndex
      current += "/"
      current += Substring(utf8[start..<end])
      prefixes.append(current)
      utf8 = utf8[end...]
    }
    return prefixes
  }
}
