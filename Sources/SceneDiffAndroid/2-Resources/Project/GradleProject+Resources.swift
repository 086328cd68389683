import SceneDiffCore

extension GradleProject {
  /// The module whose folder holds `path` (the deepest, for nested modules).
  ///
  /// `path` must be written the way ``root`` is: relative to the current directory when the
  /// root is relative, absolute when it is absolute.
  public func module(containing path: String) -> GradleModule? {
    modules.filter { ProjectPaths.isInside(path, $0.directory) }
      .max { $0.directory.count < $1.directory.count }
  }

  /// The module with Gradle path `path` (`:core:ui`).
  public func module(named path: String) -> GradleModule? {
    modules.first { $0.path == path }
  }

  /// The modules whose resources a layout in `module` sees, highest priority first, as
  /// Android's resource merger overlays them.
  ///
  /// A library is seen as the first application module (in settings order) that packages it
  /// sees it: the app first, then its dependencies. Anything else — an app, a dynamic feature,
  /// a library no app uses — is its own root. From the root, each module comes before the
  /// modules it depends on, and of two dependencies the one declared first comes first
  /// (Android: "the library listed first in the dependencies block has higher priority").
  /// Dependencies are followed transitively whatever their configuration (`implementation`
  /// as well as `api`): the app's merged resources hold every packaged module's.
  public func overlayOrder(for module: GradleModule) -> [GradleModule] {
    let root =
      module.kind == .library
      ? modules.first { $0.kind == .application && dependencyOrder(from: $0).contains(module) }
      : nil
    var order = dependencyOrder(from: root ?? module)
    if !order.contains(module) { order.insert(module, at: 0) }
    return order
  }

  /// `root`, then its dependencies transitively: each module before those it depends on, the
  /// earlier-declared dependency's tree first.
  func dependencyOrder(from root: GradleModule) -> [GradleModule] {
    var visited: Set<String> = []
    var postorder: [GradleModule] = []
    func visit(_ module: GradleModule) {
      guard visited.insert(module.path).inserted else { return }
      for dependency in module.dependencies.reversed() {
        if let target = self.module(named: dependency.module) { visit(target) }
      }
      postorder.append(module)
    }
    visit(root)
    return postorder.reversed()
  }

  /// The `res/` folders a layout at `file` sees, highest priority first, and the manifests
  /// that choose its theme (its module's first, then the rest in overlay order); `nil` when no
  /// module holds the file.
  public func resources(forFileAt file: String) -> (folders: [String], manifests: [String])? {
    guard let module = module(containing: file) else { return nil }
    let order = overlayOrder(for: module)
    let own = [module] + order.filter { $0 != module }
    return (order.flatMap(\.resourceFolders), own.flatMap(\.manifests))
  }
}

extension GradleProject {
  /// The `res/` folders a resource file at `path` (a transition, animator or animation file)
  /// sees: `ownFolder` (its own `res/`) first, then, inside a Gradle build, the rest of its
  /// module's overlay order (``resources(forFileAt:)``) with the build's `main` source sets.
  static func resourceFolders(forFileAt path: String, ownFolder: String) -> [String] {
    guard let root = root(containing: path),
      let found = GradleProject(root: root).resources(forFileAt: path)
    else { return [ownFolder] }
    let own = ProjectPaths.normalised(ownFolder)
    return [ownFolder] + found.folders.filter { ProjectPaths.normalised($0) != own }
  }
}
