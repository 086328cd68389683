/// The two snapshots of a ``SnapshotTransition``: the named view in the start scene (old
/// content, drawn in the overlay where it was) and in the end scene (new content, drawn in
/// place), and how to make each side's animators.
struct SnapshotSides {
  /// The start view's index and key, if the start scene has the view.
  var start: (index: Int, key: String)?
  /// The end view's index and key, if the end scene has the view.
  var end: (index: Int, key: String)?
  /// The start view's root-space box, where the overlay draws it.
  var startRect = Rect(x: 0, y: 0, width: 0, height: 0)
  /// The class name the animators record.
  var className: String
  /// The timing every animator gets.
  var timing: IOSTiming

  /// The sides of a snapshot transition's root views.
  init(_ kind: some SnapshotTransition, timing: IOSTiming, context: PlanningContext) {
    className = kind.className
    self.timing = timing
    let roots = kind.snapshotRoots(start: context.start, end: context.end)
    start = roots.start.map { ($0, context.start.entries[$0].key) }
    end = roots.end.map { ($0, context.end.entries[$0].key) }
    if let s = roots.start {
      let origin = context.startGeometry.toRoot[s].map(Point(x: 0, y: 0))
      let view = context.start[s]
      startRect = Rect(x: origin.x, y: origin.y, width: view.width, height: view.height)
    }
  }

  /// The size of the snapshot: the end view's, else the start view's.
  func size(_ context: PlanningContext) -> (width: Double, height: Double) {
    if let (e, _) = end { return (context.end[e].width, context.end[e].height) }
    if let (s, _) = start { return (context.start[s].width, context.start[s].height) }
    return (0, 0)
  }

  /// The start view's and the end view's own `alpha` (1 for a side the scene lacks).
  func alphas(_ context: PlanningContext) -> (start: Double, end: Double) {
    (start.map { context.start[$0.index].alpha } ?? 1, end.map { context.end[$0.index].alpha } ?? 1)
  }

  /// An animator of the old snapshot, drawn in the overlay at its start place.
  func old(_ property: AnimatedProperty, _ from: AnimatedValue, _ to: AnimatedValue)
    -> [PendingAnimator]
  {
    guard let (s, key) = start else { return [] }
    var pending = PendingAnimator(
      target: key,
      transition: className,
      property: property,
      space: .root,
      from: from,
      to: to,
      presence: .overlay(startRect),
      pair: (s, nil)
    )
    pending.animator = timing.applied(to: pending.animator)
    return [pending]
  }

  /// An animator of the new snapshot, drawn in place.
  func new(_ property: AnimatedProperty, _ from: AnimatedValue, _ to: AnimatedValue)
    -> [PendingAnimator]
  {
    guard let (e, key) = end else { return [] }
    var pending = PendingAnimator(
      target: key,
      transition: className,
      property: property,
      space: property == .visibleRect ? .local : .parent,
      from: from,
      to: to,
      pair: (nil, e)
    )
    pending.animator = timing.applied(to: pending.animator)
    return [pending]
  }
}
