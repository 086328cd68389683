/// Everything one planning run shares: both scenes, their geometry, capture and matches.
struct PlanningContext: Sendable {
  /// The start scene, flattened.
  var start: FlatScene
  /// The end scene, flattened.
  var end: FlatScene
  /// Root-space geometry of the start scene.
  var startGeometry: SceneGeometry
  /// Root-space geometry of the end scene.
  var endGeometry: SceneGeometry
  /// What the root transition captured in the start scene.
  var startCapture: Capture
  /// What the root transition captured in the end scene.
  var endCapture: Capture
  /// The transition graph.
  var tree: TransitionTree
  /// The pairs.
  var match: MatchResult
  /// Every id in the end scene (`sceneRoot.findViewById` after the change).
  var endIds: Set<String>
  /// Whether start views may be taken out of their parents for the overlay (Android sets this
  /// when the previous scene was inflated from a file, which scene files always are).
  var canRemoveViews = true

  /// Captures and matches two scenes for a transition.
  init(from: SceneTree, to: SceneTree, transition: SceneTransition) {
    start = FlatScene(from)
    end = FlatScene(to)
    startGeometry = SceneGeometry(start)
    endGeometry = SceneGeometry(end)
    tree = TransitionTree(transition)
    endIds = Set(end.entries.compactMap(\.view.id))
    startCapture = Capture(start, rules: tree.root.targets)
    endCapture = Capture(end, rules: tree.root.targets)
    match = Matcher.match(
      start: start,
      startCapture: startCapture,
      end: end,
      endCapture: endCapture,
      rules: tree.root.targets,
      order: tree.root.matchOrder ?? MatchKind.defaultOrder
    )
  }

  /// Whether the transition node `node` captured start view `i` (§4.2).
  func targetsStart(_ node: Int, _ i: Int) -> Bool {
    startCapture.captured[i] && tree.targets(node, start[i])
  }

  /// The matched pairs both of whose views leaf `node` captured, in pair order: the pairs a
  /// transition that needs start and end values (ChangeBounds, ChangeTransform, …) looks at.
  func capturedPairs(_ node: Int) -> [(start: Int, end: Int)] {
    match.pairs.compactMap { pair in
      guard let s = pair.start, let e = pair.end, targetsStart(node, s), targetsEnd(node, e)
      else { return nil }
      return (s, e)
    }
  }

  /// Whether the transition node `node` captured end view `i` (§4.2).
  func targetsEnd(_ node: Int, _ i: Int) -> Bool {
    endCapture.captured[i] && tree.targets(node, end[i])
  }
}
