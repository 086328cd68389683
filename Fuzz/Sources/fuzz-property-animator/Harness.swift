import FuzzSupport
import SceneDiff

/// Fuzzes `res/animator` property animator files.
///
/// The input is a property animator (`<set>`, `<objectAnimator>`, `<animator>`,
/// `<propertyValuesHolder>`, `<keyframe>`, …) written to the workspace's
/// `res/animator/fuzz.xml`; one that loads is run as a screen change's enter animation on
/// scene B and exit animation on scene A (as `--enter-anim` and `--exit-anim` run it), both
/// orders, and the plan is sampled and rendered as every output.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPropertyAnimator(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = FuzzInput(data, size)
  let workspace = FuzzWorkspace.shared
  workspace.write(input.bytes, to: FuzzWorkspaceFiles.Paths.propertyAnimator)
  let file = workspace.path(FuzzWorkspaceFiles.Paths.propertyAnimator)
  do {
    let loaded = try PropertyAnimatorFile.load(bytes: input.bytes, file: file)
    FuzzDiagnostics.render(loaded.diagnostics)
    try FuzzPipeline.screenChanges(enter: "@animator/fuzz", file: file)
  } catch {
    FuzzDiagnostics.render(error)
  }
  return 0
}
