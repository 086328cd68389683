import SceneDiffCore
import SceneDiffXML

extension NativeSceneFile {
  /// Loads a scene as ``load(bytes:file:)`` does, or with libxml2's path alone (bypassing the
  /// XML reader's fast path), for the differential fuzz harness (`Docs/fuzzing.md`).
  @_spi(Fuzzing)
  public static func load(
    bytes: [UInt8],
    file: String,
    libxml2Only: Bool
  ) throws(DiagnosticsError) -> Loaded<SceneTree> {
    try load(bytes: bytes, file: file, xmlPath: libxml2Only ? .libxml2 : .automatic)
  }

  /// Reads `bytes` as XML with the fast path alone and with libxml2's path alone; describes the
  /// first difference in what they hand a reader (names, namespaces, values, positions, text)
  /// when the fast path read them, `nil` otherwise; and says whether the fast path read them.
  @_spi(Fuzzing)
  public static func xmlReaderDifference(_ bytes: [UInt8]) -> (accepted: Bool, difference: String?)
  {
    XMLStreamRecorder.difference(bytes)
  }

  /// Reads `bytes` into an element tree in the fast path's one pass (as layouts, drawables and
  /// transition files are read) and with libxml2's path; describes the first difference when
  /// the one pass built a tree (libxml2's path rejecting the bytes, or another tree), `nil`
  /// otherwise.
  @_spi(Fuzzing)
  public static func xmlTreeDifference(_ bytes: [UInt8]) -> String? {
    XMLDocumentReader.treeDifference(bytes)
  }
}
