import FuzzSupport
import SceneDiff

/// Fuzzes Navigation graphs.
///
/// The input is a `<navigation>` file written to the workspace's `res/navigation/fuzz.xml`,
/// whose `tools:layout` may name its two native scenes (`@layout/scene_a`, `@layout/scene_b`)
/// and whose actions may name its animations (`@anim/slide_in`, `@animator/fade_out`,
/// `@android:anim/…`); the first few actions of a graph that loads are planned both ways
/// (forward and popped) as `batch` plans them, and sampled.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNavigation(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = FuzzInput(data, size)
  let workspace = FuzzWorkspace.shared
  workspace.write(input.bytes, to: FuzzWorkspaceFiles.Paths.navigation)
  let file = workspace.path(FuzzWorkspaceFiles.Paths.navigation)
  do {
    let loaded = try NavigationGraph.load(path: file)
    FuzzDiagnostics.render(loaded.diagnostics)
    let graph = loaded.value
    _ = graph.startDestination.flatMap { graph.screen($0) }
    for action in graph.actions.prefix(4) {
      for isPop in [false, true] {
        do {
          let step = try graph.step(action: action.id, isPop: isPop)
          let from = try SceneFile.load(path: step.fromLayout).value
          let to = try SceneFile.load(path: step.toLayout).value
          let plan = try ScreenChangeFiles.plan(
            from: from,
            to: to,
            enter: step.enterAnim.map { ($0, file) },
            exit: step.exitAnim.map { ($0, file) },
            order: ScreenChange.order(isPop: isPop)
          )
          FuzzDiagnostics.render(plan.diagnostics)
          FuzzPipeline.exercise(plan: plan.value)
        } catch {
          FuzzDiagnostics.render(error)
        }
      }
    }
  } catch {
    FuzzDiagnostics.render(error)
  }
  return 0
}
