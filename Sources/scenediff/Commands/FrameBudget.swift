import SceneDiff

/// The limits on how many frames a command samples, so that no option value can make it run
/// for minutes or fill the disk (Docs/xml-limits.md, "Command limits").
enum FrameBudget {
  /// What `--fps` accepts.
  static let fps = NumberRequirement.within(1...1000)
  /// The most frames one `sample`, `preview` or `export` computes.
  static let maximumFrames = 100_000

  /// The number of frames `--fps` gives from 0 through `totalMs`, the end included.
  static func frameCount(fps: Int, through totalMs: Double) -> Double {
    (totalMs * Double(fps) / 1000).rounded(.down) + 2
  }

  /// Throws a diagnostic when sampling `plan` at `fps` would exceed ``maximumFrames``.
  ///
  /// The motion lasts `totalMs`: by default the plan's played duration (its
  /// `totalDurationMs`, or through the end of its interaction).
  static func check(_ plan: Plan, fps: Int, totalMs: Double? = nil) throws(DiagnosticsError) {
    let total = totalMs ?? plan.playedDurationMs
    let frames = frameCount(fps: fps, through: total)
    guard frames > Double(maximumFrames) else { return }
    throw DiagnosticsError([
      Diagnostic(
        .error,
        at: nil,
        code: "too-many-frames",
        "the transition lasts \(JSONValue.format(total)) ms, so --fps \(fps) would sample \(JSONValue.format(frames)) frames, more than the limit of \(maximumFrames); lower --fps or sample chosen instants with --at"
      )
    ])
  }
}
