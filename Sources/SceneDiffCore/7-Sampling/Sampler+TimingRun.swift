extension Sampler {
  /// A timing curve over one run of time: what an animator's progress at an instant depends
  /// on, shared by every animator with the same curve, start and duration (in a plan made by a
  /// transition set, whole phases of views share one).
  ///
  /// The start and duration are kept as bit patterns, so that two runs are one slot only when
  /// their numbers are the same bit for bit (not `0` and `-0`).
  struct TimingRun: Sendable, Hashable {
    /// The timing curve (``Animator/timing``).
    var timing: TimingCurve
    /// The bits of the start, in ms (``Animator/startMs``).
    var startBits: UInt64
    /// The bits of the duration, in ms (``Animator/durationMs``).
    var durationBits: UInt64

    /// The run of `animator`.
    init(_ animator: Animator) {
      timing = animator.timing
      startBits = animator.startMs.bitPattern
      durationBits = animator.durationMs.bitPattern
    }

    /// The run of the animator at `animator`, read in place: the same run as the initializer
    /// above gives, without the copy of the whole animator (its strings, keyframes and path
    /// retained and released) that passing it as a value makes.
    init(_ animator: UnsafePointer<Animator>) {
      timing = animator.pointee.timing
      startBits = animator.pointee.startMs.bitPattern
      durationBits = animator.pointee.durationMs.bitPattern
    }

    /// The progress at `timeMs`, as ``Animator/value(at:grid:)`` computes it for a running
    /// animator: ``TimingCurve/progress(elapsedMs:durationMs:)`` of the time since the start.
    func progress(at timeMs: Double) -> Double {
      timing.progress(
        elapsedMs: timeMs - Double(bitPattern: startBits),
        durationMs: Double(bitPattern: durationBits)
      )
    }
  }
}
