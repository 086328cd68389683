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
/// A path not yet kept, written as a folder and a plain file name, is answered from the
/// folder's answer when that is sure to be Foundation's (``throughFolder(_:)``), so the layouts
/// of one folder cost one call to Foundation between them.
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
      let answer = throughFolder(path) ?? (path as NSString).standardizingPath
      return (answer, path.hasPrefix("~") ? nil : key.stamps())
    }
  }

  /// Foundation's answer for `path`, kept as ``standardized(_:)`` keeps one: the answer for a
  /// folder, which ``throughFolder(_:)`` does not derive from the folder above it.
  private func foundationAnswer(_ path: String) -> String {
    let key = StampedPathKey(path)
    return table.value(key) {
      ((path as NSString).standardizingPath, path.hasPrefix("~") ? nil : key.stamps())
    }
  }

  /// Foundation's answer for `path` made from its folder's (``foundationAnswer(_:)``, kept as
  /// any path's), or `nil` when that is not sure to give it.
  ///
  /// Foundation (`NSString.standardizingPath`: `resolvingSymlinksInPath`, then the
  /// `/var/automount` prefix removed) takes the path's components in order, keeping the first
  /// as it is: `.` and empty ones are skipped, `..` (in an absolute path) removes the last
  /// component of the path resolved so far, any other is appended and, when the path so far is
  /// then a symbolic link, replaced by where the link leads. At the end a `/private` and then a
  /// `/var/automount` prefix is removed when the path without it exists. For `folder/name`,
  /// where `name` is a plain name (``GradleRootCache/split(_:)``) and `folder` does not end in
  /// `/`, the components are the folder's and the name, so the path resolved before the name is
  /// the folder's, `R`, and Foundation's answer is `R/name`, resolved when it is a link, with
  /// the prefixes removed. The folder's answer `S` is `R` with those prefixes removed, so `R` is
  /// `S`, `/private` + `S`, `/var/automount` + `S` or `/private/var/automount` + `S` (only when
  /// `/var/automount` + `S` exists). With `Q` = `S/name`, the answer is `Q` when:
  ///
  /// - `S` does not end in `/` and has no `//`, so appending the name adds `/name` only;
  /// - `Q` starts with neither prefix (nothing is removed from it), and `Q` exists and is not
  ///   a link (it stays as it is);
  /// - `/private` + `Q`, `/var/automount` + `Q` and `/var/automount` + `S` do not exist, so
  ///   when `R` is `/private` + `S` or `/var/automount` + `S`, `R/name` is no link and loses its
  ///   prefix to `Q`, and `R` is not `/private/var/automount` + `S`.
  func throughFolder(_ path: String) -> String? {
    let slash = UInt8(ascii: "/")
    guard let (folder, name) = GradleRootCache.split(path), folder.utf8.last != slash,
      path.utf8.count == folder.utf8.count + 1 + name.utf8.count
    else { return nil }
    let base = foundationAnswer(folder)
    guard let last = base.utf8.last, last != slash, !base.utf8.contains(0) else { return nil }
    var previous: UInt8 = 0
    for byte in base.utf8 {
      if byte == slash, previous == slash { return nil }
      previous = byte
    }
    let answer = base + "/" + name
    for prefix in Self.removedPrefixes where answer.utf8.starts(with: prefix.utf8) { return nil }
    guard FileStamp.entryIsLink(at: answer) == false,
      FileStamp.entryIsLink(at: "/private" + answer) == nil,
      FileStamp.entryIsLink(at: "/var/automount" + answer) == nil,
      FileStamp.entryIsLink(at: "/var/automount" + base) == nil
    else { return nil }
    return answer
  }

  /// The prefixes Foundation removes from a standardized path when the rest exists.
  private static let removedPrefixes = ["/private", "/var/automount"]
}
