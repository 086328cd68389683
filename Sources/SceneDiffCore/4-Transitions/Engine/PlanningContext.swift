/// Everything one planning run shares: both scenes, their geometry, capture and matches.
///
/// The planner fills it (``Planner/context(from:to:transition:)``) and every leaf transition
/// reads it.
package struct PlanningContext: Sendable {
  /// The start scene, flattened.
  package var start: FlatScene
  /// The end scene, flattened.
  package var end: FlatScene
  /// Root-space geometry of the start scene.
  package var startGeometry: SceneGeometry
  /// Root-space geometry of the end scene.
  package var endGeometry: SceneGeometry
  /// What the root transition captured in the start scene.
  package var startCapture: Capture
  /// What the root transition captured in the end scene.
  package var endCapture: Capture
  /// The transition graph.
  package var tree: TransitionTree
  /// The pairs.
  package var match: MatchResult
  /// For each of the end scene's interned names (``FlatScene/names``), whether a view has it
  /// as its id: ``endHasID(_:)``, without a set of every id.
  private var endIdNumbers: [Bool]
  /// Keys shared by an unmatched start view and an unmatched end view, which this run calls
  /// `from:K` and `to:K`.
  package var separatedKeys: [String]
  /// Each start view's visibility, one byte a view beside ``start``'s entries: the visibility
  /// rules read it for every pair, in pair order, which at a million views is random access
  /// into the entries (two 104-byte entries a pair) and sequential here.
  package let startVisibility: [ViewVisibility]
  /// Each end view's visibility, as ``startVisibility``.
  package let endVisibility: [ViewVisibility]
  /// Whether start views may be taken out of their parents for the overlay (Android sets this
  /// when the previous scene was inflated from a file, which scene files always are).
  package var canRemoveViews = true
  /// For each transition node, whether it and every set above it accept every view (no
  /// target or exclude lists), so that what it captured is what the root captured.
  private var targetsEveryView: [Bool]
  /// The visibility rules' decision for every pair, once the planner has made them
  /// (``Planner/plan(_:)``): read by the Visibility transitions that capture what the root
  /// captured and by the plan's appearing and disappearing lists; `nil` until then (each
  /// reader then decides for itself).
  var visibilityDecisions: VisibilityDecisions?

  /// Gathers what the planner captured and matched.
  package init(
    start: FlatScene,
    end: FlatScene,
    tree: TransitionTree,
    startCapture: Capture,
    endCapture: Capture,
    match: MatchResult,
    separatedKeys: [String] = []
  ) {
    self.separatedKeys = separatedKeys
    self.start = start
    self.end = end
    startGeometry = SceneGeometry(start)
    endGeometry = SceneGeometry(end)
    self.tree = tree
    self.startCapture = startCapture
    self.endCapture = endCapture
    self.match = match
    var idNumbers = [Bool](repeating: false, count: end.names.count)
    for n in end.names.id where n >= 0 { idNumbers[Int(n)] = true }
    endIdNumbers = idNumbers
    startVisibility = start.entries.map(\.visibility)
    endVisibility = end.entries.map(\.visibility)
    var everyView: [Bool] = []
    for node in tree.nodes {
      let own = node.transition.targets.acceptsEveryView
      everyView.append(own && (node.parent.map { everyView[$0] } ?? true))
    }
    targetsEveryView = everyView
  }

  /// The planner's decisions (``visibilityDecisions``) when they are transition node `node`'s
  /// own: when it and every set above it accept every view, so that it captured what the root
  /// captured; `nil` otherwise, or before they are made.
  func visibilityDecisions(of node: Int) -> VisibilityDecisions? {
    targetsEveryView[node] ? visibilityDecisions : nil
  }

  /// Whether the transition node `node` captured start view `i` (§4.2).
  package func targetsStart(_ node: Int, _ i: Int) -> Bool {
    startCapture.captured[i]
      && (targetsEveryView[node] || tree.targets(node, start[i]))
  }

  /// The matched pairs both of whose views leaf `node` captured, in pair order: the pairs a
  /// transition that needs start and end values (ChangeBounds, ChangeTransform, …) looks at.
  package func capturedPairs(_ node: Int) -> [(start: Int, end: Int)] {
    var result: [(start: Int, end: Int)] = []
    forEachCapturedPair(node) { result.append(($0, $1)) }
    return result
  }

  /// Calls `body` with the start and end view of each pair ``capturedPairs(_:)`` lists, in
  /// pair order, without making the list (a million-view pair has close to a million).
  package func forEachCapturedPair(_ node: Int, _ body: (_ start: Int, _ end: Int) -> Void) {
    for pair in match.pairs {
      guard let s = pair.start, let e = pair.end, targetsStart(node, s), targetsEnd(node, e)
      else { continue }
      body(s, e)
    }
  }

  /// Whether the transition node `node` captured end view `i` (§4.2).
  package func targetsEnd(_ node: Int, _ i: Int) -> Bool {
    endCapture.captured[i]
      && (targetsEveryView[node] || tree.targets(node, end[i]))
  }

  /// Makes the visibility rules' decision for every pair (``visibilityDecisions``), once the
  /// pairs are final.
  mutating func decideVisibility() {
    visibilityDecisions = VisibilityDecisions(self)
  }

  /// Frees what only the leaves read of the geometry.
  ///
  /// The end scene's matrices to the root are freed (when nothing else holds them). The start
  /// scene's stay: the visibility rules place the views drawn in the overlay at their
  /// locations (``SceneGeometry/location(of:)``), which are computed from them.
  package mutating func releaseLeafGeometry() {
    endGeometry.toRoot = RootMatrices(capacity: 0)
  }

  /// Whether a view of the end scene has `id` (`sceneRoot.findViewById` after the change).
  package func endHasID(_ id: String) -> Bool {
    guard let n = end.names.number(of: id) else { return false }
    return endIdNumbers[Int(n)]
  }
}
