/// The bytes libFuzzer passes to a harness, and the files they stand for.
///
/// Harnesses that read several files at once (a layout and its values file, two scenes and a
/// transition) take them from one input separated by NUL bytes: no well-formed XML contains a
/// NUL, so the separator never hides a file's content. The last part keeps everything after
/// the last separator it takes, NUL bytes included, so the XML reader still sees them there.
public struct FuzzInput {
  /// The whole input.
  public let bytes: [UInt8]

  /// Copies libFuzzer's buffer.
  ///
  /// - Parameters:
  ///   - data: The buffer libFuzzer passes (`nil` only when `size` is 0).
  ///   - size: Its length in bytes.
  public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  }

  /// The input split at its first `count - 1` NUL bytes: at most `count` parts, the first
  /// ones without NULs, the last one everything that follows.
  public func parts(_ count: Int) -> [[UInt8]] {
    var parts: [[UInt8]] = []
    var start = 0
    var index = 0
    while index < bytes.count && parts.count < count - 1 {
      if bytes[index] == 0 {
        parts.append(Array(bytes[start..<index]))
        start = index + 1
      }
      index += 1
    }
    parts.append(Array(bytes[start...]))
    return parts
  }
}
