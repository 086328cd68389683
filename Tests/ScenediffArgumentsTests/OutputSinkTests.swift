import Foundation
import Testing

@testable import scenediff

@Suite struct OutputSinkTests {
  /// A fresh directory for one test.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenediff-output-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func standardOutputForNoPathOrDash() throws {
    let capture = Capture()
    var sink = try OutputSink.open(path: nil, standardOutput: capture.writer)
    try sink.write("a")
    var dash = try OutputSink.open(path: "-", standardOutput: capture.writer)
    try dash.write("b\n")
    try dash.finish()
    #expect(capture.text == "ab\n")
    #expect(sink.destination == .standardOutput)
    #expect(sink.displayName == "<stdout>")
  }

  @Test func firstWriteReplacesLaterWritesAppend() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("plan.json").path
    try "old contents that are longer\n".write(toFile: path, atomically: false, encoding: .utf8)
    let capture = Capture()
    var sink = try OutputSink.open(path: path, standardOutput: capture.writer)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old contents that are longer\n")
    try sink.write("{\n")
    try sink.write("}\n")
    try sink.finish()
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "{\n}\n")
    #expect(capture.text.isEmpty)
    #expect(sink.destination == .file(path))
  }

  @Test func finishEmptiesAFileNothingWasWrittenTo() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("stale.json").path
    try "stale\n".write(toFile: path, atomically: false, encoding: .utf8)
    var sink = try OutputSink.open(path: path)
    try sink.finish()
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "")
  }

  @Test func unwritablePathsAreClearErrors() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = directory.appendingPathComponent("no/such/dir/out.json").path
    #expect(throws: OutputError(path: missing, reason: "No such file or directory")) {
      try OutputSink.open(path: missing)
    }
    #expect(throws: OutputError(path: directory.path, reason: "Is a directory")) {
      try OutputSink.open(path: directory.path)
    }
    let error = OutputError(path: "x", reason: "Permission denied")
    #expect(error.diagnostic.description == "scenediff: error: cannot write 'x': Permission denied")
    #expect(error.diagnostic.code == "cannot-write-output")
  }

  @Test func failedWritesToStandardOutputAreReported() throws {
    let failing = TextWriter { _ throws(SystemError) in
      throw SystemError(code: 32, reason: "Broken pipe")
    }
    var sink = try OutputSink.open(path: nil, standardOutput: failing)
    #expect(throws: OutputError(path: "<stdout>", reason: "Broken pipe")) {
      try sink.write("x")
    }
  }
}
