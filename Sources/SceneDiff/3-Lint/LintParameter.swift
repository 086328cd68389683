/// A number a lint rule compares against, which a configuration file may change.
public struct LintParameter: Sendable, Hashable {
  /// Its name in the configuration file (`maxMs`, `largeShare`).
  public var name: String
  /// The value used when the configuration does not set one.
  public var defaultValue: Double
  /// What it means, with its unit.
  public var meaning: String

  /// Creates a parameter.
  public init(_ name: String, _ defaultValue: Double, _ meaning: String) {
    self.name = name
    self.defaultValue = defaultValue
    self.meaning = meaning
  }
}
