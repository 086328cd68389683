#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat(2)` says of a file or folder that changes whenever its contents do: device,
/// inode, size, modification and status-change times (following symbolic links).
///
/// Writing a file, or adding, removing or renaming an entry of a folder, sets its status-change
/// time (`ctime`) to the current time, which no program can set back; replacing a file gives
/// it another inode. So a stamp taken again equals the first only while the file is unchanged
/// — provided the first was taken long enough after the file's last change that a change
/// within the same clock tick cannot hide behind an equal time (``isSettled(before:)``).
struct FileStamp: Sendable, Equatable {
  /// The path stamped, as given.
  var path: String
  /// The device and inode: which file the path leads to.
  var device: UInt64
  var inode: UInt64
  /// The size in bytes.
  var size: Int64
  /// The modification time, seconds and nanoseconds.
  var modified: Int
  var modifiedNanoseconds: Int
  /// The status-change time, seconds and nanoseconds.
  var changed: Int
  var changedNanoseconds: Int

  /// How long before a scan a change must be for its stamp to be trusted, in seconds: far
  /// more than a file system's timestamp granularity (a clock tick, at most a second or two).
  static let settleSeconds = 3

  /// Stamps `path`, or `nil` when it cannot be stat'ed.
  init?(path: String) {
    var info = stat()
    // `withCString` hands over a native string's own bytes; passing the `String` made an
    // array of them each time.
    guard path.withCString({ stat($0, &info) }) == 0 else { return nil }
    self.path = path
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    size = Int64(info.st_size)
    #if canImport(Darwin)
    let (modification, change) = (info.st_mtimespec, info.st_ctimespec)
    #else
    let (modification, change) = (info.st_mtim, info.st_ctim)
    #endif
    modified = Int(modification.tv_sec)
    modifiedNanoseconds = Int(modification.tv_nsec)
    changed = Int(change.tv_sec)
    changedNanoseconds = Int(change.tv_nsec)
  }

  /// Whether the file is as stamped: stat'ed again, every field is the same.
  var isCurrent: Bool {
    // Compared unwrapped: `== self` against the optional made an optional copy of `self`.
    guard let again = FileStamp(path: path) else { return false }
    return again == self
  }

  /// Whether the file's last change is more than ``settleSeconds`` before `time` (a
  /// `CLOCK_REALTIME` second taken before the file was read): only then can a later change
  /// not leave the status-change time as stamped.
  func isSettled(before time: Int) -> Bool {
    changed < time - Self.settleSeconds
  }

  /// Whether `path` names an entry, of any kind, without following a last symbolic link
  /// (`lstat(2)`): true for a link to nothing, which `FileManager.fileExists` calls missing.
  static func hasEntry(at path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// What `lstat(2)` finds at `path`: `nil` when no entry (or it cannot be read), otherwise
  /// whether the entry is a symbolic link (not followed).
  static func entryIsLink(at path: String) -> Bool? {
    var info = stat()
    guard path.withCString({ lstat($0, &info) }) == 0 else { return nil }
    return info.st_mode & S_IFMT == S_IFLNK
  }

  /// The current `CLOCK_REALTIME` second.
  static func now() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Int(time.tv_sec)
  }
}
