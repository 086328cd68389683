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
    var seen: Set<FileIdentity> = []
    for path in GradleRootCache.prefixes(of: absolute) + folders {
      guard let stamp = FileStamp(path: path) else { return nil }
      // A folder reached by two spellings is stamped once: while every prefix's stamp holds,
      // the spellings still lead to the same folder.
      if seen.insert(FileIdentity(device: stamp.device, inode: stamp.inode)).inserted {
        stamps.append(stamp)
      }
    }
    return stamps
  }

  /// Which file a stamp is of: its device and inode.
  private struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64
  }
}
