#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call: its `errno` and the system's wording of it.
struct SystemError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The `errno` value.
  var code: Int32
  /// The system's message, such as `Permission denied`.
  var reason: String

  /// The error for the current `errno`.
  static func current() -> SystemError {
    let code = errno
    return SystemError(code: code, reason: String(cString: strerror(code)))
  }

  /// The reason.
  var description: String { reason }
}
