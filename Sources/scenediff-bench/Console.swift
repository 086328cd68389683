#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the benchmark writes: the table to standard output, everything else to standard error.
///
/// Lines go straight to the file descriptors with `write(2)`, unbuffered, so that rows show up
/// as sizes finish and standard output and error interleave in order.
enum Console {
  /// Writes one line to standard output.
  static func output(_ line: String) {
    write(line + "\n", to: STDOUT_FILENO)
  }

  /// Writes one line to standard error.
  static func error(_ line: String) {
    write(line + "\n", to: STDERR_FILENO)
  }

  /// Writes all of `text` to `descriptor`, retrying short and interrupted writes.
  private static func write(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { buffer in
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer.baseAddress, buffer.count)
        #else
        Darwin.write(descriptor, buffer.baseAddress, buffer.count)
        #endif
      }
      if written > 0 {
        bytes = bytes.dropFirst(written)
      } else if written < 0, errno == EINTR {
        continue
      } else {
        return
      }
    }
  }
}
