extension Sampler {
  /// One animator of a node (not a property animator) as a frame reads it: its property kind,
  /// its run, its timing run's slot and, for a plain from → to, its two values, in a short
  /// record that holds no references (its path, if any, is read from its animator, in place).
  ///
  /// Records sit together in ``AnimatorTable/records``, node after node. Reading one copies and
  /// retains nothing: an ``Animator`` read from an array (its strings, keyframes, path and
  /// timing) was copied whole for every evaluation, which cost more than evaluating it.
  struct AnimatorRecord: Sendable {
    /// What its value does to the view (``PropertyKind``).
    var kind: PropertyKind
    /// When it starts (``Animator/startMs``).
    var startMs: Double
    /// When it ends (``Animator/endMs``).
    var endMs: Double
    /// The slot of its timing curve, start and duration in ``AnimatorTable/runs``.
    var run: Int
    /// Its first keyframe's value, which it gives before it starts (`nil` without keyframes).
    var first: AnimatedValue?
    /// Its last keyframe's value (read only when ``isPlain``).
    var last: AnimatedValue
    /// How values between its keyframes are computed (``Animator/evaluator``).
    var evaluator: AnimatorEvaluator
    /// Whether it is a plain from → to (``Animator/isPlainFromTo``): its value at a progress
    /// is ``Animator/plainValue(from:to:evaluator:kind:path:progress:grid:)`` of ``first`` and
    /// ``last`` along its path.
    var isPlain: Bool

    /// The record of the animator at `animator` (read in place), whose timing run has slot
    /// `run`.
    init(_ animator: UnsafePointer<Animator>, run: Int) {
      kind = PropertyKind(animator.pointee.property)
      startMs = animator.pointee.startMs
      endMs = animator.pointee.endMs
      self.run = run
      first = animator.pointee.keyframes.first?.value
      last = animator.pointee.keyframes.last?.value ?? .scalar(0)
      evaluator = animator.pointee.evaluator
      isPlain = animator.pointee.isPlainFromTo
    }
  }
}
