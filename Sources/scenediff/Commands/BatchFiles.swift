import Foundation
import SceneDiff

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
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
    try data.write(to: URL(fileURLWithPath: temporary))
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(atPath: temporary)
      throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: reason])
    }
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
