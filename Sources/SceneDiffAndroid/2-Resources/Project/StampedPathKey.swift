import Foundation

/// A path as given, and the current directory it is read from (empty for an absolute one): the
/// key of the process caches whose answers depend on the folders a path goes through
/// (``GradleRootCache``, ``StandardizedPathCache``).
struct StampedPathKey: Hashable, Sendable {
  /// The path as given.
  var path: String
  /// The current directory a relative path is read from; empty for an absolute path.
  var directory: String

  /// The key of `path`, with the current directory when `path` is relative.
  init(_ path: String) {
    self.path = path
    directory = path.hasPrefix("/") ? "" : FileManager.default.currentDirectoryPath
  }

  /// The stamps of every prefix of the absolute path (``GradleRootCache/prefixes(of:)``) and of
  /// every folder of `folders`, one per directory (`nil` when one cannot be taken).
  func stamps(lookingIn folders: [String] = []) -> [FileStamp]? {
    let absolute = directory.isEmpty ? path : directory + "/" + path
    var stamps: [FileStamp] = []
    for path in GradleRootCache.prefixes(of: absolute) + folders {
      guard let stamp = FileStamp(path: path) else { return nil }
      // A folder reached by two spellings (the same device and inode) is stamped once: while
      // every prefix's stamp holds, the spellings still lead to the same folder. The stamps are
      // a path's few dozen folders at most, so they are searched in order: a set of their
      // identities, grown from empty, cost some 850 instructions an insertion.
      let isNew = !stamps.contains { $0.device == stamp.device && $0.inode == stamp.inode }
      if isNew { stamps.append(stamp) }
    }
    return stamps
  }
}
