/// An error that knows where in the input it happened and how to say so.
///
/// Each pipeline stage throws its own error enum; all of them convert to a ``Diagnostic``
/// so the command line and batch reports can print them uniformly.
public protocol DiagnosticConvertible: Error, Sendable {
  /// The error as a located diagnostic.
  var diagnostic: Diagnostic { get }
}
