import Foundation
import SceneDiff

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
/// `write(2)`, which `BatchFiles.write` hides inside the enum.
private let posixWrite = Glibc.write
#elseif canImport(Musl)
/// `write(2)`, which `BatchFiles.write` hides inside the enum.
private let posixWrite = Musl.write
#elseif canImport(Darwin)
/// `write(2)`, which `BatchFiles.write` hides inside the enum.
private let posixWrite = Darwin.write
#endif

/// How `batch` and `merge` write their files: whole or not at all.
///
/// Every file is written to a temporary file in its own folder
/// (`.<name>.<pid>.scenediff-tmp`) and renamed over its final name, so a batch stopped at any
/// moment (`SIGINT`, `SIGTERM`, `kill -9`) leaves each result either as it was or complete,
/// never cut short. A temporary file a killed run leaves behind is removed by the next run
/// that writes to the folder.
enum BatchFiles {
  /// The suffix of temporary files.
  static let temporarySuffix = ".scenediff-tmp"

  /// Writes `text` to `path` atomically, creating its folder.
  ///
  /// - Throws: The reason the folder, the temporary file or the rename failed.
  static func write(_ text: String, to path: String) throws {
    try write(Data(text.utf8), to: path)
  }

  /// Writes `data` to `path` atomically, creating its folder.
  ///
  /// - Throws: The reason the folder, the temporary file or the rename failed.
  static func write(_ data: Data, to path: String) throws {
    let folder = FilePaths.folder(of: path)
    try FileManager.default.createDirectory(
      atPath: folder.isEmpty ? "." : folder,
      withIntermediateDirectories: true
    )
    let name = (path as NSString).lastPathComponent
    let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).\(getpid())\(temporarySuffix)"
    // Plain POSIX calls: Foundation's Data.write waits for the disk (fsync), which a result
    // that must survive the process, not a power cut, does not need.
    guard writeAll(data, to: temporary), rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: reason])
    }
  }

  /// Creates (or truncates) `path` and writes `data` to it; `false` with `errno` set on
  /// failure.
  private static func writeAll(_ data: Data, to path: String) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return false }
    let written = data.withUnsafeBytes { bytes -> Bool in
      var offset = 0
      while offset < bytes.count, let base = bytes.baseAddress {
        let count = posixWrite(descriptor, base + offset, bytes.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += count
      }
      return true
    }
    let error = errno
    guard close(descriptor) == 0, written else {
      if !written { errno = error }
      return false
    }
    return true
  }

  /// Removes the temporary files an interrupted run left under `folder`.
  static func removeLeftovers(in folder: String) {
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return }
    while let relative = walker.nextObject() as? String {
      guard relative.hasSuffix(temporarySuffix) else { continue }
      try? FileManager.default.removeItem(
        atPath: (folder as NSString).appendingPathComponent(relative)
      )
    }
  }
}
