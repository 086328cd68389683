import SceneDiffCore

/// Which reader ``XMLDocumentReader/stream(_:file:limits:path:into:)`` uses.
package enum XMLReadPath: Sendable, Hashable {
  /// ``XMLFastReader`` first; libxml2's path from the start whenever it abandons.
  case automatic
  /// Only libxml2's path (``XMLPrescan``, libxml2, ``XMLScanner``), as before the fast path.
  case libxml2
  /// Only ``XMLFastReader``: input it abandons fails with an `xml-malformed` error at the byte
  /// it stopped at (for tests that must know the fast path read a file).
  case fastOnly
}
