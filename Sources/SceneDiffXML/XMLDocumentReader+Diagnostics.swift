import SceneDiffCore

extension XMLDocumentReader {
  /// Reads the XML file at `path` for a loader that reports ``DiagnosticsError``: a read or
  /// parse failure is thrown as its one located diagnostic.
  package static func root(file path: String) throws(DiagnosticsError) -> LocatedElement {
    do {
      return try read(file: path)
    } catch {
      throw DiagnosticsError([error.diagnostic])
    }
  }

  /// Parses `bytes` that stand for `file` for a loader that reports ``DiagnosticsError``, as
  /// ``root(file:)`` reads a file.
  package static func root(bytes: [UInt8], file: String) throws(DiagnosticsError)
    -> LocatedElement
  {
    do {
      return try parse(bytes, file: file)
    } catch {
      throw DiagnosticsError([error.diagnostic])
    }
  }
}
