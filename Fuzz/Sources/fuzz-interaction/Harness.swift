import FuzzSupport
import SceneDiff

/// Fuzzes interaction scripts (`--interaction`).
///
/// The input is an `<interaction>` file; one that loads drives the plan of the workspace's
/// two native scenes with every transition kind, which is then sampled (through the
/// interaction's timeline) and rendered as every output.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInteraction(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = FuzzInput(data, size)
  let workspace = FuzzWorkspace.shared
  workspace.write(input.bytes, to: FuzzWorkspaceFiles.Paths.interaction)
  do {
    let loaded = try InteractionFile.load(
      path: workspace.path(FuzzWorkspaceFiles.Paths.interaction)
    )
    FuzzDiagnostics.render(loaded.diagnostics)
    let (a, b) = FuzzPipeline.scenes
    var plan = Planner.plan(from: a, to: b, transition: FuzzPipeline.everyTransition)
    plan.interaction = loaded.value
    if let timeline = plan.interactionTimeline {
      for ms in [-1, 0, plan.playedDurationMs / 2, plan.playedDurationMs + 1] {
        _ = timeline.position(at: ms)
      }
    }
    FuzzPipeline.render(plan: plan)
  } catch {
    FuzzDiagnostics.render(error)
  }
  return 0
}
