import FuzzSupport
import SceneDiff

/// Fuzzes `res/anim` view animation files.
///
/// The input is a view animation (`<set>`, `<alpha>`, `<translate>`, `<scale>`, `<rotate>`,
/// …) written to the workspace's `res/anim/fuzz.xml`, whose `@integer/`, `@dimen/` and
/// `@interpolator/` references resolve in the workspace; one that loads is run as a screen
/// change's enter animation on scene B and exit animation on scene A (as `--enter-anim` and
/// `--exit-anim` run it), both orders, and the plan is sampled and rendered as every output.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzViewAnimation(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = FuzzInput(data, size)
  let workspace = FuzzWorkspace.shared
  workspace.write(input.bytes, to: FuzzWorkspaceFiles.Paths.viewAnimation)
  let file = workspace.path(FuzzWorkspaceFiles.Paths.viewAnimation)
  do {
    let loaded = try ViewAnimationFile.load(bytes: input.bytes, file: file)
    FuzzDiagnostics.render(loaded.diagnostics)
    try FuzzPipeline.screenChanges(enter: "@anim/fuzz", file: file)
  } catch {
    FuzzDiagnostics.render(error)
  }
  return 0
}
