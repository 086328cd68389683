import SceneDiff

/// Lays out layouts in the workspace and plans what loads.
public enum FuzzLayouts {
  /// The options every harness lays out with: the default phone, the workspace's library
  /// `res/` after the app's own (``FuzzWorkspaceFiles/libraryResources``), and `changes`.
  public static func options(changes: [LayoutChange] = []) -> LayoutOptions {
    LayoutOptions(
      resourceFolders: [FuzzWorkspace.shared.path(FuzzWorkspaceFiles.libraryResources)],
      changes: changes
    )
  }

  /// Lays out `bytes` as the layout file at `relative` in the workspace (so its `res/` is
  /// the workspace's), renders the diagnostics, and plans and samples the scene if it loads.
  public static func exercise(_ bytes: [UInt8], as relative: String, changes: [LayoutChange] = []) {
    let file = FuzzWorkspace.shared.path(relative)
    do {
      let loaded = try LayoutFile.load(bytes: bytes, file: file, options: options(changes: changes))
      FuzzDiagnostics.render(loaded.diagnostics)
      FuzzPipeline.exercise(scene: loaded.value)
    } catch {
      FuzzDiagnostics.render(error)
    }
  }
}
