import Foundation

/// A small Android app folder in the temporary directory that the harnesses load files from:
/// `AndroidManifest.xml` (with a theme), and a `res/` tree with values, drawables (XML and a
/// PNG), layouts to include, native scenes, a transition, an interpolator and a color state
/// list (``FuzzWorkspaceFiles``).
///
/// Every harness process makes its own (`sdfuzz-PID`) on first use and removes it when the
/// process exits normally; a crashed run leaves it behind.
public struct FuzzWorkspace {
  /// The workspace of this process.
  public static let shared = FuzzWorkspace()

  /// The app folder, which holds `AndroidManifest.xml` and `res/`.
  public let root: String

  private init() {
    let base = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
    root = (base as NSString).appendingPathComponent("sdfuzz-\(getpid())")
    try? FileManager.default.removeItem(atPath: root)
    for (path, contents) in FuzzWorkspaceFiles.all {
      write(contents, to: path)
    }
    FuzzWorkspace.removeAtExit = root
    atexit {
      if let root = FuzzWorkspace.removeAtExit {
        try? FileManager.default.removeItem(atPath: root)
      }
    }
  }

  /// The folder `atexit` removes.
  private static var removeAtExit: String?

  /// The absolute path of `relative` (`res/layout/row.xml`) in the workspace.
  public func path(_ relative: String) -> String {
    (root as NSString).appendingPathComponent(relative)
  }

  /// Writes `bytes` to `relative`, creating its folder.
  public func write(_ bytes: [UInt8], to relative: String) {
    let file = path(relative)
    try? FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent,
      withIntermediateDirectories: true
    )
    _ = FileManager.default.createFile(atPath: file, contents: Data(bytes))
  }

  /// Writes `text` as UTF-8 to `relative`.
  public func write(_ text: String, to relative: String) {
    write(Array(text.utf8), to: relative)
  }

  /// Removes `relative` if it exists.
  public func remove(_ relative: String) {
    try? FileManager.default.removeItem(atPath: path(relative))
  }
}
