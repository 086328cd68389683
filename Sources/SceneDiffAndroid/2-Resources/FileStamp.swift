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
    guard let info = Self.status(of: path) else { return nil }
    self.path = path
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    size = Int64(info.st_size)
    (modified, modifiedNanoseconds, changed, changedNanoseconds) = Self.times(of: info)
  }

  /// What `stat(2)` says of `path` (following symbolic links), `nil` when it fails.
  private static func status(of path: String) -> stat? {
    var info = stat()
    // `withCString` hands over a native string's own bytes; passing the `String` made an
    // array of them each time.
    guard path.withCString({ stat($0, &info) }) == 0 else { return nil }
    return info
  }

  /// The modification and status-change times of `info`: seconds and nanoseconds of each.
  private static func times(of info: stat) -> (Int, Int, Int, Int) {
    #if canImport(Darwin)
    let (modification, change) = (info.st_mtimespec, info.st_ctimespec)
    #else
    let (modification, change) = (info.st_mtim, info.st_ctim)
    #endif
    return (
      Int(modification.tv_sec), Int(modification.tv_nsec), Int(change.tv_sec),
      Int(change.tv_nsec)
    )
  }

  /// Whether the file is as stamped: stat'ed again, every field is the same.
  ///
  /// The fields are compared with what `stat(2)` gives, without making a second stamp (which
  /// retained the path and compared it with itself).
  var isCurrent: Bool {
    guard let info = Self.status(of: path) else { return false }
    let (modifiedAgain, modifiedNanosecondsAgain, changedAgain, changedNanosecondsAgain) =
      Self.times(of: info)
    return device == UInt64(info.st_dev) && inode == UInt64(info.st_ino)
      && size == Int64(info.st_size) && modified == modifiedAgain
      && modifiedNanoseconds == modifiedNanosecondsAgain && changed == changedAgain
      && changedNanoseconds == changedNanosecondsAgain
  }

  /// Whether every stamp of `stamps` is current (``isCurrent``), checked in order up to the
  /// first that is not; `true` for none.
  ///
  /// Each stamp is read where the array holds it: `allSatisfy(\.isCurrent)` copied every
  /// stamp out first (its path retained and released), some 60 instructions a stamp and as
  /// many to destroy the copy, for the few dozen stamps a cached answer is checked against
  /// on every load.
  static func allCurrent(_ stamps: [FileStamp]) -> Bool {
    stamps.withUnsafeBufferPointer { buffer in
      for index in buffer.indices where !buffer[index].isCurrent { return false }
      return true
    }
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
