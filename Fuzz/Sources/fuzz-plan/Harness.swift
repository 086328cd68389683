import FuzzSupport
import SceneDiff

/// Fuzzes planning and sampling of any two scenes and a transition.
///
/// The input is two scene files and a transition file separated by NUL bytes
/// (`FROM NUL TO NUL TRANSITION`; without a transition, AutoTransition; the transition may be
/// an Android or an iOS transition file). Scenes may be native
/// scenes or layouts (read as `res/layout/from.xml` and `to.xml` of the workspace), as
/// `scenediff plan` takes them; the pair is planned, sampled and rendered.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlan(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let parts = FuzzInput(data, size).parts(3)
  guard parts.count >= 2 else { return 0 }
  let workspace = FuzzWorkspace.shared
  let options = FuzzLayouts.options()
  do {
    let from = try SceneFile.load(
      bytes: parts[0],
      file: workspace.path("res/layout/from.xml"),
      layoutOptions: options
    )
    let to = try SceneFile.load(
      bytes: parts[1],
      file: workspace.path("res/layout/to.xml"),
      layoutOptions: options
    )
    var transition = SceneTransition.autoTransition
    if parts.count == 3 {
      // Through a file, as `--transition` reads it: Android or iOS by the root element.
      workspace.write(parts[2], to: FuzzWorkspaceFiles.Paths.transition)
      transition = try SceneTransitionFile.load(
        path: workspace.path(FuzzWorkspaceFiles.Paths.transition)
      ).value
    }
    FuzzPipeline.render(from: from.value, to: to.value, transition: transition)
  } catch {
    FuzzDiagnostics.render(error)
  }
  return 0
}
