/// The process exit status `scenediff` promises.
///
/// Named `ExitCode` because Swift Testing already has an `ExitStatus`.
enum ExitCode: Int32, Sendable {
  /// Everything worked (warnings allowed).
  case success = 0
  /// Some input had errors, or the output could not be written.
  case failure = 1
  /// The command line itself was wrong.
  case usageError = 2

  /// Ends the process with this status.
  func terminateProcess() -> Never {
    SystemIO.exitProcess(rawValue)
  }
}
