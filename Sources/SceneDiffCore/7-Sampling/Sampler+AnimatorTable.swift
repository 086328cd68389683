extension Sampler {
  /// The animators (other than property animators) of every node a frame evaluates, flattened
  /// into one array of short records (``AnimatorRecord``), each node's a range of it, with the
  /// distinct timing runs they share.
  struct AnimatorTable: Sendable {
    /// Every record, node after node, each node's in plan order.
    private(set) var records: [AnimatorRecord] = []
    /// The animators of the nodes the records are of (the sampler's tree's, shared, not
    /// copied).
    ///
    /// The animator behind each record is read where the plan's array holds it (``source``): a
    /// copy of every animator here (its strings, keyframes and path retained, then released one
    /// by one when the sampler goes) cost more than the few evaluations that read one whole.
    private let animators: NodeAnimators
    /// Where the animator behind each record is, by the same position: its position in the
    /// plan's animators (``NodeAnimators/all``).
    ///
    /// The animator is evaluated whole when the record is not plain or progress does not
    /// follow the curve (an interaction's time position); its path (``Animator/path``) is read
    /// there too, in place, when a plain record's value needs it.
    private(set) var source: [Int32] = []
    /// The corner motion of each straight bounds record, by the same position.
    ///
    /// A bounds record whose path is straight (or absent) has its motion here as plain numbers,
    /// any other record `nil`. A frame evaluates these without reading the path: each read
    /// copied a path and retained its buffers.
    private(set) var straight: [CornerMotion<StraightMotion>?] = []
    /// Each record as a frame that moves a view reads it (``MoveRecord``), by the same position.
    private(set) var moves: [MoveRecord] = []
    /// Each distinct timing run of the records, by slot (``AnimatorRecord/run``).
    private(set) var runs: [TimingRun] = []
    /// The slot of each timing run while the table is built (emptied by ``finish()``).
    private var slots: [TimingRun: Int] = [:]

    /// An empty table for the nodes' `animators`.
    init(animators: NodeAnimators) {
      self.animators = animators
    }

    /// Appends the records of the animators of the node whose range of ``animators`` is `span`
    /// (``DrawNode/animatorSpan``) that satisfy `isIncluded`, in order, and returns their
    /// range.
    mutating func add(
      _ span: Range<Int32>,
      where isIncluded: (UnsafePointer<Animator>) -> Bool
    ) -> Range<Int> {
      let start = records.count
      guard !span.isEmpty else { return start..<start }
      // Each animator is read where the plan's array holds it, through a pointer: passed as a
      // value (to the predicate, the record's initializer), each was copied.
      let nodeAnimators = animators
      nodeAnimators.all.withUnsafeBufferPointer { all in
        guard let first = all.baseAddress else { return }
        for k in span {
          let p = nodeAnimators.position(k)
          let animator = first + Int(p)
          guard isIncluded(animator) else { continue }
          let record = AnimatorRecord(animator, run: slot(of: TimingRun(animator)))
          records.append(record)
          source.append(p)
          let motion =
            record.kind == .bounds ? CornerMotion(straight: animator.pointee.path) : nil
          straight.append(motion)
          moves.append(MoveRecord(record, straight: motion))
        }
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

    /// Makes room for `count` records in every per-record array at once.
    mutating func reserveCapacity(_ count: Int) {
      records.reserveCapacity(count)
      source.reserveCapacity(count)
      straight.reserveCapacity(count)
      moves.reserveCapacity(count)
    }

    /// Forgets the slots kept for building.
    mutating func finish() {
      slots = [:]
    }

    /// `body` of a pointer to the animator behind record `k`, where the plan's array holds it:
    /// the animator is not copied.
    func withAnimator<T>(_ k: Int, _ body: (UnsafePointer<Animator>) -> T?) -> T? {
      let p = Int(source[k])
      return animators.all.withUnsafeBufferPointer { all in
        all.baseAddress.flatMap { body($0 + p) }
      }
    }

    /// The value record `k` (`record` points at it) gives at `timeMs`, as
    /// ``Animator/value(atPlanMs:mode:grid:)`` gives it: its first keyframe's value before it
    /// starts (`nil` without keyframes), `nil` once it has ended (the view then shows its
    /// end-scene value), else its running value (``runningValue(_:_:at:mode:grid:progress:)``).
    ///
    /// The one reading of a record at an instant, shared by
    /// ``Sampler/viewState(_:_:of:_:at:mode:grid:progress:)`` and
    /// ``Sampler/animatedBoundsAndAlpha(_:_:at:progress:)``.
    @inline(__always)
    func value(
      _ record: UnsafePointer<AnimatorRecord>,
      _ k: Int,
      at timeMs: Double,
      mode: ProgressMode,
      grid: PixelGrid,
      progress: inout ProgressCache
    ) -> AnimatedValue? {
      if timeMs < record.pointee.startMs { return record.pointee.first }
      if timeMs >= record.pointee.endMs { return nil }
      return runningValue(record, k, at: timeMs, mode: mode, grid: grid, progress: &progress)
    }

    /// The bounds or alpha that `move` (a record with ``MoveRecord/isFast``) gives at `timeMs`
    /// with curved progress, as ``value(_:_:at:mode:grid:progress:)`` gives it for its record:
    /// its first value before it starts, `nil` once it has ended, else its value at its run's
    /// progress (``AnimatedValue/bounds(_:_:fraction:motion:progress:grid:)`` with its corner
    /// motion for bounds, ``AnimatedValue/evaluate(_:_:path:progress:grid:)`` of two numbers for
    /// alpha: what ``runningValue(_:_:at:mode:grid:progress:)`` computes for such a record).
    @inline(__always)
    func fastMove(
      _ move: borrowing MoveRecord,
      at timeMs: Double,
      grid: PixelGrid,
      progress: inout ProgressCache
    ) -> Rect? {
      let kind = move.kind
      if timeMs < move.startMs { return move.from }
      if timeMs >= move.endMs { return nil }
      let p = progress.progress(ofRun: Int(move.run), at: timeMs, runs: runs)
      if kind == .bounds {
        return AnimatedValue.bounds(
          move.from,
          move.to,
          fraction: Float(p),
          motion: move.path.motion,
          progress: p,
          grid: grid
        )
      }
      let segment = KeyframeSegment(
        start: .scalar(move.from.left),
        end: .scalar(move.to.left),
        fraction: p
      )
      let value = AnimatedValue.evaluate(kind, segment, path: nil, progress: p, grid: grid)
      guard case .scalar(let a) = value else { return nil }
      return Rect(left: a, top: 0, right: 0, bottom: 0)
    }

    /// The value of running record `k` (`record` points at it; `startMs <= timeMs < endMs`)
    /// at `timeMs`, as ``Animator/value(atPlanMs:mode:grid:)`` gives it: a plain record with
    /// curved progress from its two values and path at its run's shared progress (a straight
    /// bounds path through ``straight``), any other from its whole animator, read in place.
    func runningValue(
      _ record: UnsafePointer<AnimatorRecord>,
      _ k: Int,
      at timeMs: Double,
      mode: ProgressMode,
      grid: PixelGrid,
      progress: inout ProgressCache
    ) -> AnimatedValue? {
      let kind = record.pointee.kind
      // Matched, not compared: `==` of the indirect enum is a call.
      var curved = false
      if case .curved = mode { curved = true }
      guard record.pointee.isPlain, curved, let first = record.pointee.first else {
        return withAnimator(k) {
          $0.pointee.value(atPlanMs: timeMs, mode: mode, grid: grid, kind: kind)
        }
      }
      let p = progress.progress(ofRun: record.pointee.run, at: timeMs, runs: runs)
      // A straight bounds animator: what `plainValue` computes for two rectangles
      // (``AnimatedValue/evaluate(_:_:path:progress:grid:)`` at fraction `p`), its path read
      // as numbers.
      if kind == .bounds, case .rect(let a) = first, case .rect(let b) = record.pointee.last,
        let motion = straight[k]
      {
        let rect = AnimatedValue.bounds(
          a,
          b,
          fraction: Float(p),
          motion: motion,
          progress: p,
          grid: grid
        )
        return .rect(rect)
      }
      // Two numbers with a numeric evaluator: what `plainValue` computes first, without reading
      // (and so copying) the record's path, which it does not use for them.
      if case .scalar(let a) = first, case .scalar(let b) = record.pointee.last {
        if let v = record.pointee.evaluator.evaluate(a, b, fraction: p, isColor: kind.isColor) {
          return .scalar(v)
        }
        // Between two numbers `evaluate` does not read the path: it is not read (nor copied).
        let segment = KeyframeSegment(start: first, end: record.pointee.last, fraction: p)
        return AnimatedValue.evaluate(kind, segment, path: nil, progress: p, grid: grid)
      }
      // Its path read where the plan holds its animator, not copied into the table.
      return withAnimator(k) {
        Animator.plainValue(
          from: first,
          to: record.pointee.last,
          evaluator: record.pointee.evaluator,
          kind: kind,
          path: $0.pointee.path,
          progress: p,
          grid: grid
        )
      }
    }
  }
}
