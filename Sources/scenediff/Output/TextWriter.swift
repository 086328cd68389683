/// Somewhere text goes: standard output, standard error, or a buffer in tests.
struct TextWriter: Sendable {
  /// Writes the text as is; a failure carries the system's reason.
  var write: @Sendable (String) throws(SystemError) -> Void

  /// Standard output, unbuffered.
  static let standardOutput = TextWriter { text throws(SystemError) in
    try SystemIO.writeAll(text, to: SystemIO.standardOutputDescriptor)
  }

  /// Standard error, unbuffered.
  static let standardError = TextWriter { text throws(SystemError) in
    try SystemIO.writeAll(text, to: SystemIO.standardErrorDescriptor)
  }

  /// Writes text where a failure cannot be reported anywhere better (help, diagnostics).
  func writeIgnoringFailure(_ text: String) {
    do {
      try write(text)
    } catch {
      // Standard error or output is gone; there is nowhere left to say so.
    }
  }
}
