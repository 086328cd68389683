import SceneDiffCore

/// Relative links in generated pages.
enum HTMLIndexPath {
  /// A relative file path as a URL path: each segment percent-encoded except unreserved
  /// characters, segments joined by `/`.
  static func url(_ path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
      var out = ""
      for byte in segment.utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
          UInt8(ascii: "."), UInt8(ascii: "~"):
          out.unicodeScalars.append(Unicode.Scalar(byte))
        default:
          let hex = String(byte, radix: 16, uppercase: true)
          out += "%" + (hex.count == 1 ? "0" : "") + hex
        }
      }
      return out
    }.joined(separator: "/")
  }
}
