import Foundation

/// Encoding numbered PNG frames into a GIF or a video with ffmpeg.
enum FrameEncoder {
  /// ffmpeg's path when `format` needs it, `nil` when it does not (`png-strip`).
  ///
  /// - Throws: ``RenderError/missingTool(name:package:purpose:)`` without ffmpeg on `PATH`.
  static func locate(for format: RenderFormat) throws -> String? {
    guard format.encoderArguments != nil else { return nil }
    guard let ffmpeg = ExecutableLookup.find(["ffmpeg"]) else {
      throw RenderError.missingTool(
        name: "ffmpeg",
        package: "ffmpeg",
        purpose: "render --format \(format.rawValue)"
      )
    }
    return ffmpeg
  }

  /// Encodes `folder/frame-00000.png`… at `fps` into `output`.
  ///
  /// - Throws: ``RenderError/missingTool(name:package:purpose:)`` without ffmpeg on `PATH`,
  ///   ``RenderError/encoder(_:)`` when it fails (with its last line of output).
  static func encode(
    frames folder: URL,
    fps: Int,
    format: RenderFormat,
    to output: URL
  ) throws {
    guard let arguments = format.encoderArguments, let ffmpeg = try locate(for: format) else {
      return
    }
    let log = folder.appendingPathComponent("ffmpeg.log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let logHandle = try FileHandle(forWritingTo: log)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ffmpeg)
    process.arguments =
      [
        "-hide_banner", "-loglevel", "error", "-y", "-framerate", "\(fps)", "-i",
        folder.appendingPathComponent("frame-%05d.png").path,
      ] + arguments + ["-f", format == .mp4 ? "mp4" : format.rawValue, output.path]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = logHandle
    process.standardError = logHandle
    try process.run()
    process.waitUntilExit()
    try logHandle.close()
    guard process.terminationStatus == 0 else {
      let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      let last =
        text.split(separator: "\n").last.map(String.init)
        ?? "exit status \(process.terminationStatus)"
      throw RenderError.encoder(last)
    }
  }
}
