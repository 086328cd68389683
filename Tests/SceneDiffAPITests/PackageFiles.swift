import Foundation

/// Files of this package, found from this file's path so that the tests run from anywhere.
enum PackageFiles {
  /// The package root.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A file or folder under the package root, as a file URL.
  static func url(_ relative: String) -> URL {
    root.appendingPathComponent(relative)
  }

  /// A file or folder under the package root, as a path.
  static func path(_ relative: String) -> String {
    url(relative).path
  }
}
