import CLibXML2

/// The floor under parse time: libxml2's streaming reader alone, with no Swift tree built.
///
/// Each read creates a reader over the bytes with `xmlReaderForMemory`, calls
/// `xmlTextReaderRead` until the document ends, asks every node for its type and attribute count
/// (so that attributes are really parsed, as the loader needs them), and frees the reader. The
/// parser options are the loader's own: no network, no printed errors or warnings, big line
/// numbers, CDATA merged into text. No attribute value or location is copied out; whatever
/// ``SceneFile`` costs beyond this is the price of the pre-scan, locations, the scene values and
/// validation.
enum LibXMLFloor {
  /// Initialises libxml2 once, outside any timed region.
  static func prepare() {
    xmlInitParser()
  }

  /// Reads a whole document.
  ///
  /// - Parameters:
  ///   - bytes: The document.
  ///   - url: The name libxml2 gives it in its own messages.
  /// - Returns: Elements plus attributes seen, or `nil` if libxml2 reported an error.
  static func read(_ bytes: [UInt8], url: String) -> Int? {
    bytes.withUnsafeBufferPointer { buffer -> Int? in
      guard let base = buffer.baseAddress, let size = Int32(exactly: buffer.count) else {
        return nil
      }
      let flags = [
        XML_PARSE_NONET, XML_PARSE_NOERROR, XML_PARSE_NOWARNING, XML_PARSE_BIG_LINES,
        XML_PARSE_NOCDATA,
      ]
      let options = Int32(flags.reduce(0) { $0 | $1.rawValue })
      let reader = base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
        xmlReaderForMemory($0, size, url, nil, options)
      }
      guard let reader else { return nil }
      defer { xmlFreeTextReader(reader) }
      var seen = 0
      while true {
        let status = xmlTextReaderRead(reader)
        guard status == 1 else { return status == 0 ? seen : nil }
        if xmlTextReaderNodeType(reader) == Int32(XML_READER_TYPE_ELEMENT.rawValue) {
          seen += 1 + Int(xmlTextReaderAttributeCount(reader))
        }
      }
    }
  }
}
