#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A one-line description of the machine the figures were measured on.
enum MachineDescription {
  /// The CPU model and the number of processors online, such as `AMD EPYC, 2 processors online`.
  ///
  /// The model is the first `model name` of `/proc/cpuinfo`, where there is one.
  static var current: String {
    let processors = sysconf(Int32(_SC_NPROCESSORS_ONLN))
    let model = cpuModel() ?? "unknown CPU"
    return "\(model), \(processors) processor\(processors == 1 ? "" : "s") online"
  }

  /// The first `model name` line of `/proc/cpuinfo`, if the file exists.
  private static func cpuModel() -> String? {
    guard let file = fopen("/proc/cpuinfo", "r") else { return nil }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 1024)
    while fgets(&buffer, Int32(buffer.count), file) != nil {
      let line = String(
        decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) },
        as: UTF8.self
      )
      guard line.hasPrefix("model name"), let colon = line.firstIndex(of: ":") else { continue }
      let value = line[line.index(after: colon)...].trimmingBlanks
      return value.isEmpty ? nil : value
    }
    return nil
  }
}

extension Substring {
  /// The text without leading and trailing spaces, tabs and newlines.
  fileprivate var trimmingBlanks: String {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" }
    guard let first = firstIndex(where: { !isBlank($0) }),
      let last = lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(self[first...last])
  }
}
