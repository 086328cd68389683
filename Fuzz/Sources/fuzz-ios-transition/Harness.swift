import FuzzSupport
import SceneDiff

/// Fuzzes iOS transition files (`<uiViewTransition>`, `<caTransition>`, `<uiViewAnimate>`).
///
/// The input is a transition file as `--transition` takes it, written to the workspace's
/// `res/transition/fuzz_ios.xml` and loaded by `SceneTransitionFile`, which picks the iOS
/// reader by the root element (and the Android one for any other root); what loads plans the
/// workspace's two native scenes, whose view ids (`card`, `photo`, `title`, `list`, …) its
/// keys may name, both ways, sampled, and rendered as every output.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIOSTransition(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = FuzzInput(data, size)
  let workspace = FuzzWorkspace.shared
  workspace.write(input.bytes, to: FuzzWorkspaceFiles.Paths.iosTransition)
  do {
    let file = workspace.path(FuzzWorkspaceFiles.Paths.iosTransition)
    let loaded = try SceneTransitionFile.load(path: file)
    FuzzDiagnostics.render(loaded.diagnostics)
    let (a, b) = FuzzPipeline.scenes
    FuzzPipeline.render(from: a, to: b, transition: loaded.value)
    FuzzPipeline.plan(from: b, to: a, transition: loaded.value)
  } catch {
    FuzzDiagnostics.render(error)
  }
  return 0
}
