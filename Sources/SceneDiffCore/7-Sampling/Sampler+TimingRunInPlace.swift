extension Sampler.TimingRun {
  /// The run of the animator at `animator`, read in place: the run that the initializer
  /// taking the animator as a value gives, without the copy of the whole animator (its
  /// strings, keyframes and path retained and released) that passing it as a value made.
  init(_ animator: UnsafePointer<Animator>) {
    timing = animator.pointee.timing
    startBits = animator.pointee.startMs.bitPattern
    durationBits = animator.pointee.durationMs.bitPattern
  }
}
