#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's peak memory use.
enum ResourceUsage {
  /// The peak resident set size of this process so far, in MiB.
  ///
  /// The figure only ever grows: it is the high-water mark of the whole run up to now, which is
  /// why the benchmark runs sizes from smallest to largest.
  ///
  /// On Linux it is `VmHWM` from `/proc/self/status`, the same high-water mark `getrusage`
  /// reports as `ru_maxrss` but reset by `execve`: `ru_maxrss` keeps the peak of the program
  /// that exec'd this one, so under `swift run` it would start at SwiftPM's own ~120 MiB.
  /// Elsewhere, or if that file cannot be read, it is `getrusage(RUSAGE_SELF)`'s `ru_maxrss`.
  static var peakResidentMiB: Double {
    #if os(Linux)
    if let kibibytes = procStatusKiB("VmHWM:") { return Double(kibibytes) / 1024 }
    #endif
    return maxResidentSetMiB
  }

  /// `ru_maxrss` of `getrusage(RUSAGE_SELF)`, in MiB (Linux reports KiB, macOS bytes).
  static var maxResidentSetMiB: Double {
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

  /// The value of a `/proc/self/status` line such as `VmHWM:    45312 kB`, in KiB.
  private static func procStatusKiB(_ key: String) -> Int? {
    guard let file = fopen("/proc/self/status", "r") else { return nil }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 256)
    while fgets(&buffer, Int32(buffer.count), file) != nil {
      let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
      let line = String(decoding: bytes, as: UTF8.self)
      guard line.hasPrefix(key) else { continue }
      return Int(line.dropFirst(key.count).filter { $0.isNumber })
    }
    return nil
  }
}
