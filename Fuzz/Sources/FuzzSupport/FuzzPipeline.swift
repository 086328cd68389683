import SceneDiff

/// What the harnesses do with whatever loads: plan it and sample it (every harness), and
/// render every output (`fuzz-plan`), so the fuzzer also reaches capture, matching, the
/// transitions, the scheduler, the sampler and the exports with the values a parser let
/// through.
public enum FuzzPipeline {
  /// The most frames an export or preview of one plan may sample in a harness; longer plans
  /// are sampled at a few instants only (the command line has its own limit, 100,000).
  static let maximumFrames = 50.0

  /// Every transition kind in one set (``FuzzWorkspaceFiles/everyTransition``).
  public static let everyTransition: SceneTransition = {
    let bytes = Array(FuzzWorkspaceFiles.everyTransition.utf8)
    let file = FuzzWorkspace.shared.path("res/transition/every.xml")
    return (try? TransitionFile.load(bytes: bytes, file: file).value) ?? .autoTransition
  }()

  /// The workspace's two native scenes, `res/layout/scene_a.xml` and `scene_b.xml`.
  public static let scenes: (SceneTree, SceneTree) = {
    let workspace = FuzzWorkspace.shared
    let a = try? NativeSceneFile.load(path: workspace.path("res/layout/scene_a.xml")).value
    let b = try? NativeSceneFile.load(path: workspace.path("res/layout/scene_b.xml")).value
    let empty = SceneTree(width: 360, height: 640, views: [])
    return (a ?? empty, b ?? empty)
  }()

  /// Plans a loaded scene against a changed copy of itself with every transition kind, and
  /// back with AutoTransition, and samples both (``plan(from:to:transition:)``).
  public static func exercise(scene: SceneTree) {
    let moved = changed(scene)
    plan(from: scene, to: moved, transition: everyTransition)
    plan(from: moved, to: scene, transition: .autoTransition)
  }

  /// Plans `from` → `to` with `transition`, renders the plan JSON and samples the plan and
  /// its reversal at a few instants; returns the plan.
  @discardableResult
  public static func plan(from: SceneTree, to: SceneTree, transition: SceneTransition) -> Plan {
    let plan = Planner.plan(from: from, to: to, transition: transition)
    exercise(plan: plan)
    return plan
  }

  /// Renders a plan's JSON and samples it and its reversal at a few instants.
  public static func exercise(plan: Plan) {
    _ = plan.json.render(indent: 2)
    let sampler = Sampler(plan: plan)
    let total = plan.totalDurationMs
    let frames = [-1, 0, total / 3, total * 0.99, total + 1].map { sampler.sample(at: $0) }
    _ = Frame.document(frames, plan: plan).render(indent: nil)
    let reversed = plan.reversed()
    _ = Sampler(plan: reversed).sample(at: reversed.totalDurationMs / 2).json.render(indent: nil)
  }

  /// ``exercise(plan:)``, then the explanation, the timeline and, for plans short enough,
  /// the preview and every export.
  public static func render(plan: Plan) {
    exercise(plan: plan)
    _ = TimelineSVG(plan: plan).svg
    guard (plan.playedDurationMs * 10 / 1000).rounded(.down) + 2 <= maximumFrames else { return }
    _ = PreviewDocument(plan: plan, fps: 10).html
    for format in ExportFormats.all {
      _ = format.export(plan, options: ExportOptions(fps: 10))
    }
  }

  /// Everything ``plan(from:to:transition:)`` does, then the other outputs: a retimed plan,
  /// the explanation, the timeline and, for plans short enough, the preview and every export.
  public static func render(from: SceneTree, to: SceneTree, transition: SceneTransition) {
    let plan = plan(from: from, to: to, transition: transition)
    _ = plan.retimed(durationScale: 0.5, delayMs: 10).json.render(indent: nil)
    let explanation = MatchExplanation(from: from, to: to, transition: transition)
    _ = explanation.text
    _ = explanation.json.render(indent: nil)
    _ = TimelineSVG(plan: plan).svg
    // As many frames as `sample --fps 10` would compute, when that is few.
    guard (plan.totalDurationMs * 10 / 1000).rounded(.down) + 2 <= maximumFrames else { return }
    _ = PreviewDocument(plan: plan, fps: 10).html
    for format in ExportFormats.all {
      _ = format.export(plan, options: ExportOptions(fps: 10))
    }
  }

  /// `scene` with every view moved, resized, faded and turned a little, so that a plan has
  /// something to animate.
  static func changed(_ scene: SceneTree) -> SceneTree {
    var copy = scene
    copy.views = copy.views.map(changed)
    return copy
  }

  private static func changed(_ view: ViewNode) -> ViewNode {
    var copy = view
    copy.x += 7
    copy.y -= 3
    copy.width *= 1.5
    copy.height += 11
    copy.alpha = copy.alpha > 0.5 ? 0.25 : 1
    copy.scrollY += 5
    copy.transform.rotation += 30
    copy.transform.scaleX *= 0.75
    copy.children = copy.children.reversed().map(changed)
    return copy
  }
}
