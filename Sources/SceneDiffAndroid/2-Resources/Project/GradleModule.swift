/// One module of a Gradle build: where it lives, what it builds, which modules it depends on,
/// and the Android source folders SceneDiff reads from it.
public struct GradleModule: Sendable, Hashable {
  /// The Gradle path (`:app`, `:core:ui`).
  public var path: String
  /// The module's folder.
  public var directory: String
  /// Its `build.gradle` or `build.gradle.kts`, when there is one.
  public var buildFile: String?
  /// What it builds.
  public var kind: GradleModuleKind
  /// The modules it depends on, in the order its build script lists them.
  public var dependencies: [GradleDependency]
  /// Its existing `res/` folders, highest priority first: the variant's source sets (with
  /// `--variant`), then `src/main/res`.
  public var resourceFolders: [String]
  /// Its existing `AndroidManifest.xml` files, in the same order.
  public var manifests: [String]

  /// A module with everything given.
  public init(
    path: String,
    directory: String,
    buildFile: String?,
    kind: GradleModuleKind,
    dependencies: [GradleDependency],
    resourceFolders: [String],
    manifests: [String]
  ) {
    self.path = path
    self.directory = directory
    self.buildFile = buildFile
    self.kind = kind
    self.dependencies = dependencies
    self.resourceFolders = resourceFolders
    self.manifests = manifests
  }
}
