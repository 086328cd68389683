extension Sampler {
  /// The animators (other than property animators) of every node a frame evaluates, flattened
  /// into one array of short records (``AnimatorRecord``), each node's a range of it, with the
  /// distinct timing runs they share.
  struct AnimatorTable: Sendable {
    /// Every record, node after node, each node's in plan order.
    private(set) var records: [AnimatorRecord] = []
    /// The animator behind each record, by the same position: evaluated whole when the record
    /// is not plain or progress does not follow the curve (an interaction's time position).
    private(set) var animators: [Animator] = []
    /// The path of each record's animator (``Animator/path``), by the same position.
    private(set) var paths: [AnimatorPath?] = []
    /// Each distinct timing run of the records, by slot (``AnimatorRecord/run``).
    private(set) var runs: [TimingRun] = []
    /// The slot of each timing run while the table is built (emptied by ``finish()``).
    private var slots: [TimingRun: Int] = [:]

    /// Appends the records of one node's `animators` and returns their range.
    mutating func add(_ animators: [Animator]) -> Range<Int> {
      let start = records.count
      for animator in animators {
        records.append(AnimatorRecord(animator, run: slot(of: TimingRun(animator))))
        self.animators.append(animator)
        paths.append(animator.path)
      }
      return start..<records.count
    }

    /// The slot of `run`, added if it is new: found by comparison while there are a few runs (a
    /// plan made by a transition set has a handful), by hash when there are more.
    private mutating func slot(of run: TimingRun) -> Int {
      if runs.count <= 8 {
        if let found = runs.firstIndex(of: run) { return found }
      } else if let found = slots[run] {
        return found
      }
      slots[run] = runs.count
      runs.append(run)
      return runs.count - 1
    }

    /// Forgets the slots kept for building.
    mutating func finish() {
      slots = [:]
    }

    /// The value of running record `k` (`record` points at it; `startMs <= timeMs < endMs`)
    /// at `timeMs`, as ``Animator/value(atPlanMs:mode:grid:)`` gives it: a plain record with
    /// curved progress from its two values and path at its run's shared progress, any other
    /// from its whole animator, read in place.
    func runningValue(
      _ record: UnsafePointer<AnimatorRecord>,
      _ k: Int,
      at timeMs: Double,
      mode: ProgressMode,
      grid: PixelGrid,
      progress: inout ProgressCache
    ) -> AnimatedValue? {
      let kind = record.pointee.kind
      guard record.pointee.isPlain, mode == .curved, let first = record.pointee.first else {
        return animators.withUnsafeBufferPointer { animators in
          // `pointee` is read where the array holds it: no copy of the animator.
          animators.baseAddress.flatMap {
            ($0 + k).pointee.value(atPlanMs: timeMs, mode: mode, grid: grid, kind: kind)
          }
        }
      }
      let p = progress.progress(ofRun: record.pointee.run, at: timeMs, runs: runs)
      return Animator.plainValue(
        from: first,
        to: record.pointee.last,
        evaluator: record.pointee.evaluator,
        kind: kind,
        path: paths[k],
        progress: p,
        grid: grid
      )
    }
  }
}
