import Foundation
import SceneDiff

/// Renders diagnostics as the command line prints them, so that the fuzzer also runs the
/// message, location and suggestion code of every error it provokes.
///
/// With `SCENEDIFF_FUZZ_PRINT=1` in the environment they are also printed to standard error,
/// to see what a harness makes of one input (`fuzz-layout FILE`).
public enum FuzzDiagnostics {
  /// Whether to print diagnostics (`SCENEDIFF_FUZZ_PRINT=1`).
  static let prints = ProcessInfo.processInfo.environment["SCENEDIFF_FUZZ_PRINT"] == "1"

  /// Renders every diagnostic of `error` and its notes.
  public static func render(_ error: DiagnosticsError) {
    render(error.diagnostics)
  }

  /// Renders `diagnostics` and their notes.
  public static func render(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics {
      let text = diagnostic.description
      if prints { FileHandle.standardError.write(Data((text + "\n").utf8)) }
      render(diagnostic.notes)
    }
  }
}
