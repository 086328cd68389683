import SceneDiffCore

/// Where a layout's resources and theme come from: its `res/` folders in lookup order and the
/// manifests read for the theme, in project mode or from the layout's own `res/` folder.
struct LayoutResources {
  /// The `res/` folders, highest priority first (then `--res` folders).
  var folders: [String]
  /// The manifests whose `<application android:theme>` may choose the theme, in order.
  var manifests: [String]
  /// The Gradle build's warnings, when project mode read one.
  var diagnostics: [Diagnostic] = []

  /// The resources for a layout at `file` whose own `res/` folder is `resFolder`.
  ///
  /// In project mode (``LayoutOptions/usesProject``) a file inside a Gradle build gets its
  /// module's overlay order (``GradleProject/resources(forFileAt:)``), its own `res/` folder
  /// first if the build does not list it; otherwise only its own folder. `--res` folders follow.
  init(file: String, resFolder: String?, options: LayoutOptions) {
    let own = resFolder.map { [$0] } ?? []
    let ownManifest = resFolder.map {
      ProjectPaths.join(FilePaths.parent(ofFolder: $0), "AndroidManifest.xml")
    }
    folders = own
    manifests = ownManifest.map { [$0] } ?? []
    if options.usesProject, file != "<stdin>", let root = GradleProject.root(containing: file) {
      let project = GradleProject(root: root, variant: options.variant)
      diagnostics = project.diagnostics
      if let found = project.resources(forFileAt: file) {
        let listed = Set(found.folders.map(ProjectPaths.normalised))
        folders =
          own.filter { !listed.contains(ProjectPaths.normalised($0)) } + found.folders
        manifests = manifests.filter { !found.manifests.contains($0) } + found.manifests
      }
    }
    folders += options.resourceFolders
  }
}
