import FuzzSupport
import SceneDiff

/// Fuzzes interpolator resources.
///
/// The input is a `res/interpolator` file, written to
/// `res/interpolator/fuzz.xml` of the workspace; a transition that uses `@interpolator/fuzz`
/// for every kind (``FuzzWorkspaceFiles/interpolatorTransition``) is loaded and plans the
/// workspace's two native scenes, sampled at several instants.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterpolator(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = FuzzInput(data, size)
  let workspace = FuzzWorkspace.shared
  workspace.write(input.bytes, to: FuzzWorkspaceFiles.Paths.interpolator)
  do {
    let transition = try TransitionFile.load(
      bytes: Array(FuzzWorkspaceFiles.interpolatorTransition.utf8),
      file: workspace.path(FuzzWorkspaceFiles.Paths.transition)
    )
    FuzzDiagnostics.render(transition.diagnostics)
    let (a, b) = FuzzPipeline.scenes
    FuzzPipeline.plan(from: a, to: b, transition: transition.value)
  } catch {
    FuzzDiagnostics.render(error)
  }
  return 0
}
