import SceneDiffCore

/// A file format a plan can be exported to for another program to play (`scenediff export
/// --format NAME`).
///
/// Every format is listed once in ``ExportFormats/all``; the command line takes its names,
/// help and file extensions from there.
public protocol ExportFormat: Sendable {
  /// The name `--format` takes (`css`).
  static var name: String { get }
  /// What the file is, for help text (`an HTML page`).
  static var summary: String { get }
  /// The usual file extension, without the dot (`html`).
  static var fileExtension: String { get }
  /// The plan in this format.
  ///
  /// - Parameters:
  ///   - plan: The plan to export.
  ///   - options: Settings every format may use.
  /// - Returns: The file's text.
  static func export(_ plan: Plan, options: ExportOptions) -> String
}

/// Settings of an export.
public struct ExportOptions: Sendable, Hashable {
  /// Frames per second of sampled keyframes and `linear()` stops (default 60).
  public var fps: Int

  /// Creates export settings.
  public init(fps: Int = 60) {
    self.fps = fps
  }
}
