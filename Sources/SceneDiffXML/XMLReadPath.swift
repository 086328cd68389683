import SceneDiffCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Which reader ``XMLDocumentReader/stream(_:file:limits:path:into:)`` uses.
package enum XMLReadPath: Sendable, Hashable {
  /// ``XMLFastReader`` first; libxml2's path from the start whenever it abandons.
  case automatic
  /// Only libxml2's path (``XMLPrescan``, libxml2, ``XMLScanner``), as before the fast path.
  case libxml2
  /// Only ``XMLFastReader``: input it abandons fails with an `xml-malformed` error at the byte
  /// it stopped at (for tests that must know the fast path read a file).
  case fastOnly

  /// What ``automatic`` means in this process, read once from the environment.
  ///
  /// ``libxml2`` when the environment variable `SCENEDIFF_XML_READER` is `libxml2` (a
  /// debugging switch: the path before the fast path existed, for comparing outputs and
  /// timings), otherwise ``automatic``.
  package static let environmentDefault: XMLReadPath = {
    guard let value = getenv("SCENEDIFF_XML_READER") else { return .automatic }
    return String(cString: value) == "libxml2" ? .libxml2 : .automatic
  }()
}
