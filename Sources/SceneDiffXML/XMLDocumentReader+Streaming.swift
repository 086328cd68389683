import SceneDiffCore

extension XMLDocumentReader {
  /// Parses bytes that came from `file` (used in locations) and hands their elements to
  /// `handler` as they are read, without building a tree.
  ///
  /// ``XMLFastReader`` reads the bytes first, in one pass; if they are outside its strict
  /// subset of XML (or break any rule or limit), the handler is reset to its state before the
  /// call and the full path runs from the start: ``XMLPrescan``, then libxml2's streaming
  /// reader with ``XMLScanner`` for positions, so every error is the one libxml2's path reports.
  /// Both paths hand the handler the same events. `path` forces one of them (tests, fuzzing);
  /// the environment variable `SCENEDIFF_XML_READER=libxml2` makes ``XMLReadPath/automatic``
  /// mean libxml2's path alone (``XMLReadPath/environmentDefault``).
  /// After a failure the handler's state is incomplete.
  package static func stream<Handler: XMLStreamHandler>(
    _ bytes: [UInt8],
    file: String,
    limits: XMLLimits = .default,
    path: XMLReadPath = .automatic,
    into handler: inout Handler
  ) throws(XMLError) {
    let path = path == .automatic ? XMLReadPath.environmentDefault : path
    handler.startDocument(byteCount: bytes.count)
    try bytes.withUnsafeBufferPointer { buffer throws(XMLError) in
      if path != .libxml2 {
        let initial = handler
        var reader = XMLFastReader(buffer, limits: limits)
        do throws(XMLFastReader.Abandon) {
          try reader.run(&handler)
          return
        } catch {
          handler = initial
          if path == .fastOnly {
            throw .malformed(
              XMLScanner.position(of: error.offset, in: buffer).location(in: file),
              message: "the fast path does not accept this input"
            )
          }
        }
      }
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
  /// reading them (a FIFO or device named as a file is read as a stream, at most
  /// `limits.maxStreamBytes`), without parsing it.
  package static func readBytes(file path: String, limits: XMLLimits = .default) throws(XMLError)
    -> [UInt8]
  {
    try SceneDiffXML.readBytes(path: path, limits: limits)
  }

  /// The local name of the first start tag in `bytes` (the root element, if the bytes are
  /// well-formed), found lexically without parsing; `nil` if there is none.
  ///
  /// A cheap guess at a file's format before it is parsed (the parse still decides): it skips
  /// comments, processing instructions and other `<!` markup, reads the tag's name and stops,
  /// so it never looks past the root's name, however long its attributes.
  package static func rootLocalName(_ bytes: [UInt8]) -> String? {
    bytes.withUnsafeBufferPointer { buffer in
      var index = XMLScanner.byteOrderMarkLength(buffer)
      func skip(past terminator: [UInt8]) {
        while index < buffer.count {
          if buffer[index] == terminator[0], index + terminator.count <= buffer.count,
            buffer[index..<(index + terminator.count)].elementsEqual(terminator)
          {
            index += terminator.count
            return
          }
          index += 1
        }
      }
      while index < buffer.count {
        guard buffer[index] == XMLByte.lessThan, index + 1 < buffer.count else {
          index += 1
          continue
        }
        switch buffer[index + 1] {
        case UInt8(ascii: "?"): skip(past: Array("?>".utf8))
        case UInt8(ascii: "!") where buffer[index...].starts(with: "<!--".utf8):
          skip(past: Array("-->".utf8))
        case UInt8(ascii: "!"): skip(past: [XMLByte.greaterThan])
        default:
          var end = index + 1
          var localStart = end
          while end < buffer.count, !XMLByte.endsName(buffer[end]) {
            if buffer[end] == XMLByte.colon { localStart = end + 1 }
            end += 1
          }
          return String(decoding: buffer[localStart..<end], as: UTF8.self)
        }
      }
      return nil
    }
  }
}
