/// Where a command's data goes: standard output, or the file named by `-o`.
///
/// ``open(path:standardOutput:)`` checks a file can be written before any work starts
/// (creating it, but leaving its contents); the first ``write(_:)`` replaces the contents and
/// later ones append. ``finish()`` empties a file nothing was written to, so it never keeps
/// output from an earlier run.
struct OutputSink: Sendable {
  /// Where the data goes.
  enum Destination: Sendable, Equatable {
    /// Standard output, for no `-o` or `-o -`.
    case standardOutput
    /// A file, by the path the user gave.
    case file(String)
  }

  /// Where the data goes.
  let destination: Destination
  /// The writer used for ``Destination/standardOutput``.
  private let standardOutput: TextWriter
  /// Whether anything was written to the file yet.
  private var hasWritten = false

  /// A sink for a destination; use ``open(path:standardOutput:)`` to check a file first.
  private init(destination: Destination, standardOutput: TextWriter) {
    self.destination = destination
    self.standardOutput = standardOutput
  }

  /// The sink for an `-o` value.
  ///
  /// - Parameters:
  ///   - path: The `-o` value; `nil` or `-` is standard output.
  ///   - standardOutput: The writer for standard output.
  /// - Returns: A sink whose file, if any, is known to be writable.
  /// - Throws: `cannot write 'x': <reason>` when the file cannot be opened for writing.
  static func open(
    path: String?,
    standardOutput: TextWriter = .standardOutput
  ) throws(OutputError) -> OutputSink {
    guard let path, path != "-" else {
      return OutputSink(destination: .standardOutput, standardOutput: standardOutput)
    }
    do {
      try SystemIO.close(SystemIO.openForWriting(path, truncating: false))
    } catch {
      throw OutputError(path: path, reason: error.reason)
    }
    return OutputSink(destination: .file(path), standardOutput: standardOutput)
  }

  /// The name messages use: the path, or `<stdout>`.
  var displayName: String {
    switch destination {
    case .standardOutput: "<stdout>"
    case .file(let path): path
    }
  }

  /// Writes text; the first write to a file replaces its contents.
  ///
  /// - Parameter text: The text, written exactly (add the final newline yourself).
  /// - Throws: `cannot write 'x': <reason>`.
  mutating func write(_ text: String) throws(OutputError) {
    do throws(SystemError) {
      switch destination {
      case .standardOutput:
        try standardOutput.write(text)
      case .file(let path):
        let descriptor = try SystemIO.openForWriting(path, truncating: !hasWritten)
        hasWritten = true
        do throws(SystemError) {
          try SystemIO.writeAll(text, to: descriptor)
        } catch {
          try? SystemIO.close(descriptor)
          throw error
        }
        try SystemIO.close(descriptor)
      }
    } catch {
      throw OutputError(path: displayName, reason: error.reason)
    }
  }

  /// Records that the file was written whole by other means (a binary result moved into
  /// place), so that ``finish()`` leaves it.
  mutating func markWrittenExternally() {
    hasWritten = true
  }

  /// Empties the file if nothing was written to it; nothing to do for standard output.
  ///
  /// - Throws: `cannot write 'x': <reason>`.
  mutating func finish() throws(OutputError) {
    guard case .file = destination, !hasWritten else { return }
    try write("")
  }
}
