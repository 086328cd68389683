import SceneDiffCore

extension XMLDocumentReader {
  /// Parses bytes that came from `file` (used in locations) and hands their elements to
  /// `handler` as libxml2 reads them, without building a tree.
  ///
  /// The bytes pass the same checks as ``parse(_:file:limits:)`` (``XMLPrescan``, then libxml2's
  /// streaming reader) and fail with the same errors; after a failure the handler's state is
  /// incomplete.
  package static func stream<Handler: XMLStreamHandler>(
    _ bytes: [UInt8],
    file: String,
    limits: XMLLimits = .default,
    into handler: inout Handler
  ) throws(XMLError) {
    try bytes.withUnsafeBufferPointer { buffer throws(XMLError) in
      try XMLPrescan.check(buffer, file: file, limits: limits)
      try XMLTreeBuilder.withReader(buffer, file: file) { reader, collector throws(XMLError) in
        var session = XMLStreamSession<Handler>(
          reader: reader,
          scanner: XMLScanner(buffer),
          file: file
        )
        try session.run(collector: collector, handler: &handler)
      }
    }
  }

  /// Reads a whole file (`open`, `fstat`, `read`), refusing files over `limits.maxBytes` before
  /// reading them, without parsing it.
  package static func readBytes(file path: String, limits: XMLLimits = .default) throws(XMLError)
    -> [UInt8]
  {
    try SceneDiffXML.readBytes(path: path, limit: limits.maxBytes)
  }

  /// The local name of the first start tag in `bytes` (the root element, if the bytes are
  /// well-formed), found lexically without parsing; `nil` if there is none.
  ///
  /// A cheap guess at a file's format before it is parsed: the parse still decides.
  package static func rootLocalName(_ bytes: [UInt8]) -> String? {
    bytes.withUnsafeBufferPointer { buffer in
      var scanner = XMLScanner(buffer)
      while let token = scanner.next() {
        guard case .startTag(let tag) = token else { continue }
        let name = UnsafeBufferPointer(rebasing: buffer[tag.name])
        let local = name.lastIndex(of: XMLByte.colon).map { name[($0 + 1)...] } ?? name[...]
        return String(decoding: local, as: UTF8.self)
      }
      return nil
    }
  }
}
