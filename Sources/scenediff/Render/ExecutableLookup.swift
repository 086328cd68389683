import Foundation

/// Finding a program on `PATH`, as a shell would.
enum ExecutableLookup {
  /// The first executable named one of `names` in a folder of `PATH`, or `nil`.
  static func find(_ names: [String]) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") where !folder.isEmpty {
      for name in names {
        let candidate = "\(folder)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      }
    }
    return nil
  }
}
