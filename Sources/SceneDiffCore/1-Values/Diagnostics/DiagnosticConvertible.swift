/// An error that knows where in the input it happened and how to say so.
///
/// Each pipeline stage throws its own error enum; all of them convert to a ``Diagnostic``
/// so the command line and batch reports can print them uniformly.
public protocol DiagnosticConvertible: Error, Sendable {
  /// The error as a located diagnostic.
  var diagnostic: Diagnostic { get }
}

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
