import Foundation
import SceneDiffTestSupport
import Testing

/// Runs the built `scenediff` binary and captures what it prints.
struct ToolRunner {
  /// What one run printed and returned.
  struct Output {
    /// Standard output.
    var stdout: String
    /// Standard error.
    var stderr: String
    /// The exit status.
    var status: Int32
  }

  /// The package root (three levels above this file).
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The fixture folder of these tests.
  static let fixtures = packageRoot.appendingPathComponent("Tests/SceneDiffCLITests/Fixtures").path

  /// The `scenediff` binary next to the test bundle.
  static func binary() throws -> URL {
    var candidates: [URL] = []
    if let override = ProcessInfo.processInfo.environment["SCENEDIFF_BINARY"] {
      candidates.append(URL(fileURLWithPath: override))
    }
    var directory = Bundle.main.bundleURL
    for _ in 0..<3 {
      candidates.append(directory.appendingPathComponent("scenediff"))
      directory.deleteLastPathComponent()
    }
    candidates.append(
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("scenediff")
    )
    let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    return try #require(found, "scenediff binary not found near \(Bundle.main.bundleURL.path)")
  }

  /// Runs `scenediff arguments…` in the package root, or in `directory` (relative to it).
  static func run(
    _ arguments: [String],
    environment: [String: String] = [:],
    stdin: String? = nil,
    in directory: String? = nil
  ) throws -> Output {
    let process = Process()
    process.executableURL = try binary()
    process.arguments = arguments
    process.currentDirectoryURL =
      directory.map { packageRoot.appendingPathComponent($0) } ?? packageRoot
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    env["COLUMNS"] = "80"
    for (key, value) in environment { env[key] = value }
    process.environment = env
    // Standard output and error go to files, read after the exit: reading pipes with
    // FileHandle.readDataToEndOfFile traps when a signal interrupts the read (EINTR), which
    // happened under load with many tests starting processes at once.
    let folder = try temporaryDirectory()
    let outURL = folder.appendingPathComponent("stdout")
    let errURL = folder.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    let input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let stdin { try input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    try out.close()
    try err.close()
    let outData = try Data(contentsOf: outURL)
    let errData = try Data(contentsOf: errURL)
    try? FileManager.default.removeItem(at: folder)
    return Output(
      stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self),
      status: process.terminationStatus
    )
  }

  /// A fresh empty folder inside the test run's temporary folder, which is removed when the
  /// test process exits.
  static func temporaryDirectory() throws -> URL {
    let url = TemporaryFolder.runFolder.appendingPathComponent("cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
