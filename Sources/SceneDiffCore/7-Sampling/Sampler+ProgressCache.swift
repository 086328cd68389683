extension Sampler {
  /// The progress of each timing run (``AnimatorTable/runs``) at the instant it was last asked
  /// for, so that an instant computes each distinct curve, start and duration once however
  /// many animators share it.
  ///
  /// Kept in ``Scratch`` from frame to frame; a slot is computed again whenever the instant
  /// differs from the one it holds (compared bit for bit).
  struct ProgressCache: Sendable {
    /// The bits of the instant each slot's progress was computed at; a signalling NaN (which
    /// no arithmetic yields) while it holds none.
    private var times: [UInt64] = []
    /// Each slot's progress at its instant.
    private var values: [Double] = []

    /// The progress of run `slot` of `runs` at `timeMs` (``TimingRun/progress(at:)``).
    mutating func progress(ofRun slot: Int, at timeMs: Double, runs: [TimingRun]) -> Double {
      if times.count != runs.count {
        times = [UInt64](repeating: Double.signalingNaN.bitPattern, count: runs.count)
        values = [Double](repeating: 0, count: runs.count)
      }
      if times[slot] == timeMs.bitPattern { return values[slot] }
      let value = runs[slot].progress(at: timeMs)
      times[slot] = timeMs.bitPattern
      values[slot] = value
      return value
    }
  }
}
