import SceneDiff

/// `scenediff render` could not draw or encode the frames.
///
/// Prints as `scenediff: error: …`; the command exits with 1.
enum RenderError: Error, DiagnosticConvertible, Equatable {
  /// A program render needs is not installed: its name and the Debian package that has it.
  case missingTool(name: String, package: String, purpose: String)
  /// The browser failed or stopped answering.
  case browser(String)
  /// The encoder exited with a failure; its last message.
  case encoder(String)

  /// The error as a diagnostic without a location.
  var diagnostic: Diagnostic {
    switch self {
    case .missingTool(let name, let package, let purpose):
      Diagnostic(
        .error,
        at: nil,
        code: "missing-tool",
        "\(purpose) needs \(name), which was not found on PATH; install the Debian package '\(package)' (apt-get install -y \(package))"
      )
    case .browser(let reason):
      Diagnostic(.error, at: nil, code: "browser-failed", "headless Chromium failed: \(reason)")
    case .encoder(let reason):
      Diagnostic(.error, at: nil, code: "encoder-failed", "ffmpeg failed: \(reason)")
    }
  }
}
