/// A value loaded from a file, with the warnings found while loading it.
public struct Loaded<Value: Sendable>: Sendable {
  /// The loaded value.
  public var value: Value
  /// Warnings and notes (never errors: those are thrown).
  public var diagnostics: [Diagnostic]

  /// Wraps a value and its warnings.
  public init(_ value: Value, diagnostics: [Diagnostic] = []) {
    self.value = value
    self.diagnostics = diagnostics
  }
}
