import FuzzSupport
import SceneDiff

/// Fuzzes values files.
///
/// The input is a `res/values` file, optionally followed by a NUL byte and a
/// layout that uses it (else ``FuzzWorkspaceFiles/mainLayout``, which reads the `fuzz`
/// resources it may define). The values file is written to `res/values/fuzz.xml` of the
/// workspace, checked as `scenediff check` does, and the layout is laid out with it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzValues(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let parts = FuzzInput(data, size).parts(2)
  let workspace = FuzzWorkspace.shared
  workspace.write(parts[0], to: FuzzWorkspaceFiles.Paths.values)
  FuzzDiagnostics.render(InputFile.check(path: workspace.path(FuzzWorkspaceFiles.Paths.values)).1)
  let layout = parts.count == 2 ? parts[1] : Array(FuzzWorkspaceFiles.mainLayout.utf8)
  FuzzLayouts.exercise(layout, as: FuzzWorkspaceFiles.Paths.layout)
  return 0
}
