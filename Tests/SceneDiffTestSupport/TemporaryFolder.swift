import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A fresh empty folder for one test, inside one per-process folder that is removed when the
/// test process exits, so a test run leaves nothing in the temporary directory.
public struct TemporaryFolder: Sendable {
  /// The folder.
  public let url: URL

  /// Creates `<purpose>-<UUID>` in the test run's temporary folder.
  public init(_ purpose: String = "test") throws {
    url = TemporaryFolder.runFolder.appendingPathComponent("\(purpose)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The folder's path.
  public var path: String { url.path }

  /// Writes `text` at `relative` (folders created as needed) and returns its path.
  @discardableResult
  public func write(_ text: String, to relative: String) throws -> String {
    try write(Array(text.utf8), to: relative)
  }

  /// Writes `bytes` at `relative` (folders created as needed) and returns its path.
  @discardableResult
  public func write(_ bytes: [UInt8], to relative: String) throws -> String {
    let file = url.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(),
      withIntermediateDirectories: true
    )
    try Data(bytes).write(to: file)
    return file.path
  }

  /// `scenediff-tests-<pid>` in the system's temporary directory, removed at exit.
  public static let runFolder: URL = {
    let folder = URL(fileURLWithPath: runFolderPath)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    atexit {
      try? FileManager.default.removeItem(atPath: TemporaryFolder.runFolderPath)
    }
    return folder
  }()

  private static let runFolderPath = FileManager.default.temporaryDirectory
    .appendingPathComponent("scenediff-tests-\(getpid())").path
}
