extension Sampler {
  /// A bounds or alpha animator (the ChangeBounds and Fade records of an ``AnimatorTable``) as
  /// a frame that moves a view reads it (``Sampler/animatedBoundsAndAlpha(_:_:at:progress:)``):
  /// its kind, its span, its run, its two values as numbers and its corner paths, in 120 bytes.
  ///
  /// An ``AnimatorRecord`` is 192 bytes (its two values are ``AnimatedValue``s, 73 bytes each),
  /// and a straight bounds animator's motion was read from another array: a frame read about
  /// four cache lines for each animator of each moving node. A record whose running value these
  /// numbers give (``isFast``) is evaluated from them alone.
  struct MoveRecord: Sendable {
    /// The path its rectangle's corners follow (a bounds record's, read only when ``isFast``;
    /// ``MovePath/straight`` for any other).
    var path: MovePath
    /// What its value does to the view (``AnimatorRecord/kind``).
    var kind: PropertyKind
    /// Whether its value at any instant follows from these numbers (with curved progress).
    ///
    /// It does for a plain from → to of two rectangles whose corners move on straight lines
    /// (``MovePath``), or of two alphas with the float evaluator
    /// (``AnimatorEvaluator/property``). Any other record is read whole.
    var isFast: Bool
    /// The slot of its timing run (``AnimatorRecord/run``).
    var run: Int32
    /// When it starts (``AnimatorRecord/startMs``).
    var startMs: Double
    /// When it ends (``AnimatorRecord/endMs``).
    var endMs: Double
    /// Its first keyframe's value: a bounds animator's rectangle, or an alpha animator's
    /// number as `left` (read only when ``isFast``).
    var from: Rect
    /// Its last keyframe's value, as ``from`` holds it.
    var to: Rect

    /// The move record of `record`, whose straight corner motion is `straight` (``AnimatorTable/straight``).
    init(_ record: AnimatorRecord, straight: CornerMotion<StraightMotion>?) {
      kind = record.kind
      startMs = record.startMs
      endMs = record.endMs
      run = Int32(truncatingIfNeeded: record.run)
      from = Rect(left: 0, top: 0, right: 0, bottom: 0)
      to = from
      isFast = false
      path = .straight
      guard record.isPlain, Int(run) == record.run else { return }
      switch (kind, record.first, record.last, straight.flatMap(MovePath.init)) {
      case (.bounds, .rect(let a)?, .rect(let b), let path?):
        from = a
        to = b
        self.path = path
        isFast = true
      case (.alpha, .scalar(let a)?, .scalar(let b), _) where record.evaluator == .property:
        from = Rect(left: a, top: 0, right: 0, bottom: 0)
        to = Rect(left: b, top: 0, right: 0, bottom: 0)
        isFast = true
      default:
        break
      }
    }
  }
}
