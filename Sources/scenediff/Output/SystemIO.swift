#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few system calls the command line needs: writing, opening files, terminal checks.
enum SystemIO {
  /// The descriptor of standard output.
  static let standardOutputDescriptor: Int32 = 1
  /// The descriptor of standard error.
  static let standardErrorDescriptor: Int32 = 2

  /// Writes all of the text's UTF-8 bytes, retrying short and interrupted writes.
  ///
  /// - Parameters:
  ///   - text: The text to write.
  ///   - descriptor: An open file descriptor.
  /// - Throws: The system's reason when a write fails.
  static func writeAll(_ text: String, to descriptor: Int32) throws(SystemError) {
    var text = text
    let failure: SystemError? = text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return nil }
      var offset = 0
      while offset < bytes.count {
        let written = write(descriptor, base + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return SystemError.current()
        }
        offset += written
      }
      return nil
    }
    if let failure {
      throw failure
    }
  }

  /// Opens a file for writing, creating it with mode 0644 if needed.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - truncating: Whether to empty it; otherwise writes append.
  /// - Returns: The open descriptor, to be closed by the caller.
  /// - Throws: The system's reason, such as `No such file or directory`.
  static func openForWriting(_ path: String, truncating: Bool) throws(SystemError) -> Int32 {
    let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (truncating ? O_TRUNC : O_APPEND)
    while true {
      let descriptor = open(path, flags, 0o644)
      if descriptor >= 0 { return descriptor }
      if errno != EINTR { throw SystemError.current() }
    }
  }

  /// Closes a descriptor.
  ///
  /// - Parameter descriptor: A descriptor from ``openForWriting(_:truncating:)``.
  /// - Throws: The system's reason when the final flush fails.
  static func close(_ descriptor: Int32) throws(SystemError) {
    #if canImport(Darwin)
    let result = Darwin.close(descriptor)
    #elseif canImport(Musl)
    let result = Musl.close(descriptor)
    #else
    let result = Glibc.close(descriptor)
    #endif
    if result != 0, errno != EINTR {
      throw SystemError.current()
    }
  }

  /// Whether the descriptor is a terminal (`isatty`).
  static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }

  /// The value of an environment variable.
  static func environmentValue(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Ends the process with this status.
  static func exitProcess(_ status: Int32) -> Never {
    exit(status)
  }
}
