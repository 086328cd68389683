internal import CLibXML2
import SceneDiffCore

extension LibXML2Failure {
  /// Converts libxml2's first error into an ``XMLError`` located in the source bytes.
  func error(in bytes: UnsafeBufferPointer<UInt8>, file: String) -> XMLError {
    let failure = self
    var offset = XMLScanner.offset(
      line: max(failure.line, 1),
      characterColumn: max(failure.column, 1),
      in: bytes
    )
    if failure.domain == Int32(XML_FROM_NAMESPACE.rawValue) {
      let location = XMLScanner.position(of: offset, in: bytes).location(in: file)
      return .namespace(location, message: failure.message)
    }
    let undeclared = [XML_ERR_UNDECLARED_ENTITY, XML_WAR_UNDECLARED_ENTITY]
    if undeclared.contains(where: { Int32($0.rawValue) == failure.code }), let name = failure.str1 {
      // libxml2 points just past `&name;`; point at its `&` when it is there.
      let reference = Array("&\(name);".utf8)
      let start = offset - reference.count
      if start >= 0, bytes[start..<offset].elementsEqual(reference) { offset = start }
      let location = XMLScanner.position(of: offset, in: bytes).location(in: file)
      return .entityReference(location, name: name)
    }
    let location = XMLScanner.position(of: offset, in: bytes).location(in: file)
    if failure.code == Int32(XML_ERR_DOCUMENT_END.rawValue),
      let message = Self.unclosedMessage(offset, in: bytes)
    {
      let end = XMLScanner.position(of: bytes.count, in: bytes).location(in: file)
      return .malformed(end, message: message)
    }
    return .malformed(location, message: failure.message)
  }

  /// A clearer message than libxml2's "extra content at the end of the document" when the
  /// bytes simply end (libxml2 stopped at `errorOffset`) inside an element.
  ///
  /// Names the innermost open element; the error is then located at the end of the file.
  private static func unclosedMessage(
    _ errorOffset: Int,
    in bytes: UnsafeBufferPointer<UInt8>
  ) -> String? {
    var scanner = XMLScanner(bytes)
    var open: [XMLStartTagSpan] = []
    var contentEnd = 0
    while let token = scanner.next() {
      switch token {
      case .startTag(let tag) where !tag.isEmpty: open.append(tag)
      case .endTag: _ = open.popLast()
      default: break
      }
      contentEnd = scanner.offset
    }
    guard let innermost = open.last, errorOffset >= contentEnd else { return nil }
    let name = scanner.string(innermost.name)
    let position = XMLScanner.position(of: innermost.start, in: bytes)
    let opened = "\(position.line):\(position.column)"
    return "file ends inside element '\(name)' opened at \(opened); expected '</\(name)>'"
  }
}
