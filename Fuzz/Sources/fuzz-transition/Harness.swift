import FuzzSupport
import SceneDiff

/// Fuzzes transition files.
///
/// The input is a `res/transition` file (its `@integer/` and
/// `@interpolator/` references resolve in the workspace's `res/`); what loads plans the
/// workspace's two native scenes both ways.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTransition(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = FuzzInput(data, size)
  let workspace = FuzzWorkspace.shared
  do {
    let file = workspace.path(FuzzWorkspaceFiles.Paths.transition)
    let loaded = try TransitionFile.load(bytes: input.bytes, file: file)
    FuzzDiagnostics.render(loaded.diagnostics)
    let (a, b) = FuzzPipeline.scenes
    FuzzPipeline.plan(from: a, to: b, transition: loaded.value)
    FuzzPipeline.plan(from: b, to: a, transition: loaded.value)
  } catch {
    FuzzDiagnostics.render(error)
  }
  return 0
}
