import SceneDiffCore
import SceneDiffXML

/// XML files a layout reaches — the layouts it includes and XML drawables — parsed once while
/// their files stay as they were.
///
/// Each parse is kept with its file's ``FileStamp`` and given again while the stamp holds
/// (``StampedCache``'s rule: the file last changed more than ``FileStamp/settleSeconds``
/// before it was read); a file that does not parse is never kept. The layout file a load
/// names is not among them: it is read on every load.
///
/// A parse is a function of the file's bytes and the path as written (which its locations
/// name). The stamp is taken of the path as written, so a relative path read again from
/// another folder, or a path whose link now leads elsewhere, reaches another file (another
/// device or inode) and is read again; a file rewritten in place has a new status-change time.
/// Every load of a file that stays as it was gets the tree its first load read, without
/// reading and parsing the file again.
enum ParsedXMLFiles {
  /// The kept parses.
  private static let files = StampedCache<String, Result<LocatedElement, XMLError>>(
    capacity: 512
  )

  /// The parse of the XML file at `path` (``XMLDocumentReader/read(file:limits:)`` with the
  /// default limits), from the kept ones while its file is unchanged.
  static func parse(_ path: String) -> Result<LocatedElement, XMLError> {
    files.value(path) {
      let parsed = Result { () throws(XMLError) in try XMLDocumentReader.read(file: path) }
      guard case .success = parsed, let stamp = FileStamp(path: path) else { return (parsed, nil) }
      return (parsed, [stamp])
    }
  }
}
