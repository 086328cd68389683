import Foundation

/// The process's answers of `NSString.standardizingPath` for the layout files `<include>`s
/// and `@layout/` references lead to (``LayoutInflater``'s include-cycle check), each kept
/// with the stamps of the folders the path goes through and given again while they hold.
///
/// Foundation's answer (tilde expanded, symbolic links resolved) costs some 280,000
/// instructions a path, more than inflating the included layout; a batch of layouts of one
/// app includes the same few files again and again.
///
/// The rule is ``GradleRootCache``'s: the answer for a path (made absolute from the current
/// directory, which is part of the key for a relative path) depends on the links the path goes
/// through, so a kept answer is given again only when `stat(2)` of every prefix of the absolute
/// path as written (`/`, `/a`, `/a/b`, … the path itself) gives the same ``FileStamp``: a link
/// replaced or a folder renamed changes the stamp of the folder that holds it, and a prefix
/// that is a link is stamped as what it leads to. An answer is kept only when every prefix
/// exists and was last changed more than ``FileStamp/settleSeconds`` before the answer was
/// made, and the path does not start with `~` (the home folder comes from the environment).
/// Anything else is standardized again, as before this cache.
///
/// Holds at most ``capacity`` answers (``StampedCache``); safe from any thread.
final class StandardizedPathCache: Sendable {
  /// The process's cache.
  static let shared = StandardizedPathCache()

  /// The most answers remembered.
  static let capacity = 256

  private let table = StampedCache<StampedPathKey, String>(capacity: StandardizedPathCache.capacity)

  /// `(path as NSString).standardizingPath`: the kept answer when its stamps still hold,
  /// otherwise Foundation's (kept when it may be).
  func standardized(_ path: String) -> String {
    let key = StampedPathKey(path)
    return table.value(key) {
      let answer = (path as NSString).standardizingPath
      return (answer, path.hasPrefix("~") ? nil : key.stamps())
    }
  }
}
