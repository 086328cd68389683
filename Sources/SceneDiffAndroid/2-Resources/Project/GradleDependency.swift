import SceneDiffCore

/// One module-to-module dependency read from a `build.gradle(.kts)` `dependencies { }` block.
public struct GradleDependency: Sendable, Hashable {
  /// The module depended on, as a Gradle path (`:core:ui`).
  public var module: String
  /// The configuration (`implementation`, `api`, `freeImplementation`…).
  public var configuration: String
  /// Where the dependency is written.
  public var location: SourceLocation

  /// A dependency on `module` through `configuration`, written at `location`.
  public init(module: String, configuration: String, location: SourceLocation) {
    self.module = module
    self.configuration = configuration
    self.location = location
  }
}
