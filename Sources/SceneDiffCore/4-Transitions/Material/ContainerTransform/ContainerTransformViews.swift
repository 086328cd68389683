/// The two views a container transform runs between, found in one planning run.
struct ContainerTransformViews {
  /// The start view's index in the start scene.
  var start: Int
  /// The end view's index in the end scene.
  var end: Int
  /// The start view's key.
  var startKey: String
  /// The end view's key.
  var endKey: String
  /// The start view's root-space bounds.
  var startBounds: Rect
  /// The end view's root-space bounds.
  var endBounds: Rect
  /// The start view as captured.
  var startView: ViewNode
  /// The end view as captured.
  var endView: ViewNode

  /// Finds them: by id when the transform names them, else the end view whose
  /// `transitionName` a start view shares; `nil` when either is missing or both are one matched
  /// view (a single view cannot be drawn as both layers).
  init?(_ transform: MaterialContainerTransform, node: Int, context: PlanningContext) {
    let startIndex = transform.startView.flatMap { id in
      context.start.entries.indices.first { context.start.id(of: $0) == id }
    }
    let endIndex = transform.endView.flatMap { id in
      context.end.entries.indices.first { context.end.id(of: $0) == id }
    }
    let s: Int?
    let e: Int?
    if transform.startView == nil || transform.endView == nil {
      let shared = Self.sharedName(context, start: startIndex, end: endIndex)
      s = startIndex ?? shared?.start
      e = endIndex ?? shared?.end
    } else {
      (s, e) = (startIndex, endIndex)
    }
    guard let s, let e, context.start.entries[s].key != context.end.entries[e].key else {
      return nil
    }
    start = s
    end = e
    startKey = context.start.entries[s].key
    endKey = context.end.entries[e].key
    startView = context.start[s]
    endView = context.end[e]
    let a = context.startGeometry.location(of: s)
    let b = context.endGeometry.location(of: e)
    startBounds = Rect(x: a.x, y: a.y, width: startView.width, height: startView.height)
    endBounds = Rect(x: b.x, y: b.y, width: endView.width, height: endView.height)
  }

  /// A start and end view that share a `transitionName`, honouring whichever side is known.
  private static func sharedName(_ context: PlanningContext, start: Int?, end: Int?) -> (
    start: Int, end: Int
  )? {
    for s in context.start.entries.indices where start == nil || start == s {
      guard let name = context.start.transitionName(of: s) else { continue }
      for e in context.end.entries.indices where end == nil || end == e {
        if context.end.transitionName(of: e) == name { return (s, e) }
      }
    }
    return nil
  }

  /// The geometry between the two views' bounds, with their corner radii and elevations.
  func geometry(_ transform: MaterialContainerTransform) -> ContainerTransformGeometry {
    ContainerTransformGeometry(
      start: startBounds,
      end: endBounds,
      startCornerRadius: startView.style.cornerRadius ?? 0,
      endCornerRadius: endView.style.cornerRadius ?? 0,
      direction: transform.direction,
      fadeMode: transform.fadeMode,
      fitMode: transform.fitMode,
      arcMotion: transform.arcMotion,
      startElevation: startView.transform.elevation,
      endElevation: endView.transform.elevation
    )
  }
}
