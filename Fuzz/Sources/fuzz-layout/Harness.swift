import FuzzSupport
import SceneDiff

/// Fuzzes Android layouts with a small `res/` tree, and layout change files.
///
/// The input is a layout file, optionally followed by a NUL byte and a layout
/// change file (`--changes`). The layout is read as `res/layout/fuzz.xml` of the workspace, so
/// it can include the workspace's layouts and use its values, styles, drawables and theme;
/// what lays out is planned and sampled.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayout(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let parts = FuzzInput(data, size).parts(2)
  let workspace = FuzzWorkspace.shared
  var changes: [LayoutChange] = []
  if parts.count == 2 {
    workspace.write(parts[1], to: FuzzWorkspaceFiles.Paths.changes)
    do {
      let loaded = try LayoutChangeFile.load(path: workspace.path(FuzzWorkspaceFiles.Paths.changes))
      FuzzDiagnostics.render(loaded.diagnostics)
      changes = loaded.value
    } catch {
      FuzzDiagnostics.render(error)
      return 0
    }
  }
  FuzzLayouts.exercise(parts[0], as: FuzzWorkspaceFiles.Paths.layout, changes: changes)
  return 0
}
