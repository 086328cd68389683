import FuzzSupport
import SceneDiff

/// Fuzzes transition manager files.
///
/// The input is a `<transitionManager>` file in the workspace's
/// `res/transition/`; every rule of one that loads is looked up, and the first few pairs it
/// names are loaded (Android or iOS transition files, by root element) and planned as `batch`
/// would.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTransitionManager(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = FuzzInput(data, size)
  let workspace = FuzzWorkspace.shared
  do {
    let file = workspace.path(FuzzWorkspaceFiles.Paths.manager)
    let loaded = try TransitionManagerFile.load(bytes: input.bytes, file: file)
    FuzzDiagnostics.render(loaded.diagnostics)
    let manager = loaded.value
    for pair in manager.pairs.prefix(4) {
      _ = manager.rule(from: pair.from, to: pair.to)
      _ = manager.reasonNoRuleApplies(from: pair.to, to: pair.from)
      do {
        let from = try SceneFile.load(path: pair.from).value
        let to = try SceneFile.load(path: pair.to).value
        let transition = try SceneTransitionFile.load(path: pair.transition).value
        FuzzPipeline.plan(from: from, to: to, transition: transition)
      } catch {
        FuzzDiagnostics.render(error)
      }
    }
  } catch {
    FuzzDiagnostics.render(error)
  }
  return 0
}
