/// A collection of diagnostics with at least one error, thrown when an input cannot be used.
public struct DiagnosticsError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Every diagnostic gathered before giving up, errors and warnings alike, in input order.
  public var diagnostics: [Diagnostic]

  /// Wraps diagnostics; callers make sure at least one is an error.
  public init(_ diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics
  }

  /// One diagnostic per line.
  public var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}
