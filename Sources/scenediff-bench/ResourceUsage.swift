#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's resource usage, as `getrusage(2)` reports it.
enum ResourceUsage {
  /// The peak resident set size of this process so far, in MiB (`ru_maxrss`).
  ///
  /// The figure only ever grows: it is the high-water mark of the whole run up to now, which is
  /// why the benchmark runs sizes from smallest to largest. Linux reports KiB, macOS bytes.
  static var peakResidentMiB: Double {
    var usage = rusage()
    #if canImport(Glibc)
    let who = Int32(RUSAGE_SELF.rawValue)
    #else
    let who = RUSAGE_SELF
    #endif
    guard getrusage(who, &usage) == 0 else { return 0 }
    #if canImport(Darwin)
    return Double(usage.ru_maxrss) / (1024 * 1024)
    #else
    return Double(usage.ru_maxrss) / 1024
    #endif
  }
}
