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
/// Holds at most ``capacity`` answers (``StampedCache``); safe from any thread.
final class GradleRootCache: Sendable {
  /// The process's cache.
  static let shared = GradleRootCache()

  /// The most answers remembered.
  static let capacity = 256

  private let table = StampedCache<StampedPathKey, String?>(capacity: GradleRootCache.capacity)

  /// ``GradleProject/root(containing:)``: the kept answer when its stamps still hold,
  /// otherwise the walk's (kept when it may be).
  func root(containing path: String) -> String? {
    let key = StampedPathKey(path)
    return table.value(key) {
      let walk = GradleProject.walkUp(from: path)
      let isCacheable = walk.isCacheable && !path.hasPrefix("~")
      return (walk.root, isCacheable ? key.stamps(lookingIn: walk.folders) : nil)
    }
  }

  /// `/`, `/a`, `/a/b` and `/a/b/c` for `/a/b/c`: each component's path as written (`.` and
  /// `..` kept, so that each is stat'ed through the links the walk's standardization goes
  /// through; repeated slashes are one).
  static func prefixes(of absolute: String) -> [String] {
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
